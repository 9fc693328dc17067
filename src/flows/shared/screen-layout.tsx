import { Container, Typography } from '@mui/material';
import { type ReactNode, type Ref, useCallback, useImperativeHandle, useRef } from 'react';
import { noteHeadingFocus, useTakeOverHeadingFocus } from './keep-heading-focus';
import { OnboardingProgress } from './onboarding-progress';
import { usePageFaq } from './page-faq';

export interface ScreenLayoutProps {
  /** The screen's heading, translated. */
  title: ReactNode;
  /**
   * For a screen that moves the focus to its heading itself (a new part of the questionnaire, an outcome): the
   * heading then takes focus (tabIndex -1), as the heading after a navigation does.
   */
  headingRef?: Ref<HTMLHeadingElement>;
  /** The paragraph under the heading. */
  description?: ReactNode;
  /** Between the onboarding's progress and the heading (the questionnaire's progress through its sections). */
  above?: ReactNode;
  /** The screen's own question cards in the footer, after the common ones (SPEC §1). */
  faq?: readonly string[] | undefined;
  children?: ReactNode;
}

/**
 * The frame every screen shares: the main region and its width and spacing, the onboarding's progress (on its
 * steps), the one `h1` the app focuses after a navigation, the paragraph under it, and the footer's question cards.
 */
export function ScreenLayout({ title, headingRef, description, above, faq, children }: ScreenLayoutProps) {
  usePageFaq(faq);
  const takeOverFocus = useTakeOverHeadingFocus();
  const heading = useRef<HTMLHeadingElement | null>(null);
  useImperativeHandle(headingRef, () => heading.current as HTMLHeadingElement);
  // Stable, so React calls it when the heading element comes or goes, not on every render.
  const setHeading = useCallback(
    (element: HTMLHeadingElement | null) => {
      heading.current = element;
      takeOverFocus(element);
    },
    [takeOverFocus],
  );
  return (
    <Container component="main" maxWidth="md" sx={{ py: 4 }}>
      <OnboardingProgress />
      {above}
      <Typography
        ref={setHeading}
        component="h1"
        variant="h4"
        gutterBottom
        tabIndex={headingRef ? -1 : undefined}
        onFocus={(event) => noteHeadingFocus(event.currentTarget)}
      >
        {title}
      </Typography>
      {Boolean(description) && <Typography sx={{ mb: 3 }}>{description}</Typography>}
      {children}
    </Container>
  );
}
