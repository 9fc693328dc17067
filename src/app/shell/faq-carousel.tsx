import { Box, Card, CardContent, IconButton, Typography } from '@mui/material';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { type KeyboardEvent, type PointerEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withCommonFaq } from '../../flows/shared/page-faq';

export interface FaqCarouselProps {
  /**
   * i18n key prefixes of the page's own cards: `${key}Q` is the question, `${key}A` the answer. The cards every
   * step shows (SPEC §1, `COMMON_FAQ`) come first.
   */
  cards: readonly string[];
}

// MUI's `sm` breakpoint: two cards from 600 px (SPEC §2).
const TWO_CARDS = '(min-width: 600px)';
const GAP = 16;
// A swipe or drag this far (px) moves to the next or previous card; less springs back.
const SWIPE = 40;

/** 1 card, or 2 from 600 px, following the window's width. */
function useCardsPerView(): number {
  const [two, setTwo] = useState(() => typeof window !== 'undefined' && window.matchMedia?.(TWO_CARDS).matches);
  useEffect(() => {
    const query = window.matchMedia?.(TWO_CARDS);
    if (!query) return;
    const update = () => setTwo(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return two ? 2 : 1;
}

/**
 * The footer's questions and answers (SPEC §2): one card, two from 600 px. A track of cards moved by a CSS
 * transform (no carousel library: this shows under every step, so its weight is in every step's budget), on the
 * WAI-ARIA carousel pattern: a labelled region, slides as labelled groups, previous/next buttons, arrow keys,
 * a swipe or mouse drag, and cards out of view hidden from assistive technology and from the keyboard.
 */
export function FaqCarousel({ cards: own }: FaqCarouselProps) {
  const { t } = useTranslation();
  const cards = useMemo(() => withCommonFaq(own), [own]);
  const headingId = useId();
  const perView = useCardsPerView();
  const last = Math.max(0, cards.length - perView);
  const [wanted, setIndex] = useState(0);
  // The shell keeps the carousel from one screen to the next (issue 24): another page's cards start at the first.
  const [shownCards, setShownCards] = useState(cards);
  if (shownCards !== cards) {
    setShownCards(cards);
    setIndex(0);
  }
  const index = Math.min(wanted, last);
  // The pointer's horizontal travel while a swipe or drag is under way (null when none is).
  const [drag, setDrag] = useState<number | null>(null);
  // The travel is kept here too: a pointerup may come before React has drawn the last move, and its handler would
  // read the state of the render before.
  const start = useRef<{ id: number; x: number; y: number; horizontal?: boolean; dx?: number } | null>(null);

  const prev = () => setIndex(Math.max(0, index - 1));
  const next = () => setIndex(Math.min(last, index + 1));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') prev();
    else if (event.key === 'ArrowRight') next();
    else return;
    event.preventDefault();
  };

  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    start.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const from = start.current;
    if (!from || from.id !== event.pointerId) return;
    const dx = event.clientX - from.x;
    const dy = event.clientY - from.y;
    // The first clear movement decides: sideways moves the cards, up or down is the page scrolling.
    if (from.horizontal === undefined) {
      if (Math.abs(dx) < 6 && Math.abs(dy) < 6) return;
      from.horizontal = Math.abs(dx) > Math.abs(dy);
      if (from.horizontal) event.currentTarget.setPointerCapture(event.pointerId);
    }
    if (from.horizontal) {
      from.dx = dx;
      setDrag(dx);
    }
  };
  const onPointerEnd = (event: PointerEvent) => {
    const from = start.current;
    if (!from || from.id !== event.pointerId) return;
    start.current = null;
    // A cancelled pointer (the browser took the gesture over) springs back; only a finished drag moves the cards.
    const travel = from.horizontal && event.type === 'pointerup' ? (from.dx ?? 0) : 0;
    if (travel <= -SWIPE) next();
    else if (travel >= SWIPE) prev();
    setDrag(null);
  };

  // One step is a card and the gap after it: (track width + gap) / cards per view.
  const offset = `calc(${-index} * (100% + ${GAP}px) / ${perView} + ${drag ?? 0}px)`;

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ py: 4 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id={headingId} component="h2" variant="h6">
          {t('faq.title')}
        </Typography>
        <Box>
          <IconButton onClick={prev} disabled={index === 0} aria-label={t('faq.previous')}>
            <ChevronLeft />
          </IconButton>
          <IconButton onClick={next} disabled={index >= last} aria-label={t('faq.next')}>
            <ChevronRight />
          </IconButton>
        </Box>
      </Box>
      <Box role="region" aria-roledescription="carousel" aria-label={t('faq.carousel')} onKeyDown={onKeyDown}>
        <Box
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
          // A drag that starts on selected text would become the browser's drag and drop of that text, which cancels
          // the pointer: the cards would not move.
          onDragStart={(event) => event.preventDefault()}
          sx={{ overflow: 'hidden', touchAction: 'pan-y', userSelect: drag === null ? undefined : 'none' }}
        >
          <Box
            // Inline, not in sx: a drag changes it at every pointer move (no new style rule each time).
            style={{ transform: `translateX(${offset})`, ...(drag === null ? {} : { transition: 'none' }) }}
            sx={{
              display: 'flex',
              gap: `${GAP}px`,
              transition: 'transform 300ms ease',
              '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
            }}
          >
            {cards.map((key, position) => {
              const shown = position >= index && position < index + perView;
              return (
                <Card
                  key={key}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={t('faq.slide', { index: position + 1, count: cards.length })}
                  aria-hidden={!shown}
                  inert={!shown}
                  variant="outlined"
                  sx={{ flex: { xs: '0 0 100%', sm: `0 0 calc(50% - ${GAP / 2}px)` }, minWidth: 0 }}
                >
                  <CardContent>
                    <Typography component="h3" variant="subtitle1" gutterBottom sx={{ fontWeight: 600 }}>
                      {t(`faq.${key}Q`)}
                    </Typography>
                    <Typography variant="body2">{t(`faq.${key}A`)}</Typography>
                  </CardContent>
                </Card>
              );
            })}
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
