import { Box, Card, CardContent, IconButton, Typography } from '@mui/material';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import useEmblaCarousel from 'embla-carousel-react';
import { type KeyboardEvent, useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withCommonFaq } from '../../flows/shared/page-faq';

export interface FaqCarouselProps {
  /**
   * i18n key prefixes of the page's own cards: `${key}Q` is the question, `${key}A` the answer. The cards every
   * step shows (SPEC §1, `COMMON_FAQ`) come first.
   */
  cards: readonly string[];
}

/**
 * The footer's questions and answers (SPEC §2): one card, two from 600 px. Built on Embla for the sliding
 * and on the WAI-ARIA carousel pattern for the rest: a labelled region, slides as labelled groups,
 * previous/next buttons, arrow keys, and cards out of view hidden from assistive technology.
 */
export function FaqCarousel({ cards: own }: FaqCarouselProps) {
  const { t } = useTranslation();
  const cards = useMemo(() => withCommonFaq(own), [own]);
  const headingId = useId();
  const [viewport, embla] = useEmblaCarousel({ align: 'start', slidesToScroll: 1 });
  const [visible, setVisible] = useState<number[]>([0]);
  const [edges, setEdges] = useState({ prev: false, next: true });

  useEffect(() => {
    if (!embla) return;
    const update = () => {
      setVisible(embla.slidesInView());
      setEdges({ prev: embla.canScrollPrev(), next: embla.canScrollNext() });
    };
    update();
    embla.on('select', update).on('slidesInView', update).on('reInit', update);
    return () => {
      embla.off('select', update).off('slidesInView', update).off('reInit', update);
    };
  }, [embla]);

  const prev = useCallback(() => embla?.scrollPrev(), [embla]);
  const next = useCallback(() => embla?.scrollNext(), [embla]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') prev();
    else if (event.key === 'ArrowRight') next();
    else return;
    event.preventDefault();
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ py: 4 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id={headingId} component="h2" variant="h6">
          {t('faq.title')}
        </Typography>
        <Box>
          <IconButton onClick={prev} disabled={!edges.prev} aria-label={t('faq.previous')}>
            <ChevronLeft />
          </IconButton>
          <IconButton onClick={next} disabled={!edges.next} aria-label={t('faq.next')}>
            <ChevronRight />
          </IconButton>
        </Box>
      </Box>
      <Box role="region" aria-roledescription="carousel" aria-label={t('faq.carousel')} onKeyDown={onKeyDown}>
        <Box ref={viewport} sx={{ overflow: 'hidden' }}>
          <Box sx={{ display: 'flex', gap: 2 }}>
            {cards.map((key, index) => {
              const shown = visible.includes(index);
              return (
                <Card
                  key={key}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={t('faq.slide', { index: index + 1, count: cards.length })}
                  aria-hidden={!shown}
                  inert={!shown}
                  variant="outlined"
                  sx={{ flex: { xs: '0 0 100%', sm: '0 0 calc(50% - 8px)' }, minWidth: 0 }}
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
