import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { BRAND } from '../../app/theme';

export interface PopupDraft {
  title?: string;
  titleColor?: string;
  contents?: string;
  posX?: number;
  posY?: number;
}

/** The member site's popup width and a desktop viewport, to place the popup to scale. */
const POPUP_WIDTH = 380;
const VIEWPORT = { width: 1280, height: 720 };
const SCALE = 0.25;

/** Staff HTML as the member site shows it: sanitized by DOMPurify on render, never trusted as typed. */
export function sanitizePopupHtml(html: string): string {
  return DOMPurify.sanitize(html);
}

/**
 * A live preview of the popup in the member site's look (navy card, coloured title), and where it
 * sits on a 1280×720 screen. What is shown went through DOMPurify, as on the member site.
 */
export function PopupPreview({ draft }: { draft: PopupDraft }) {
  const translate = useTranslate();
  const html = useMemo(() => sanitizePopupHtml(draft.contents ?? ''), [draft.contents]);
  const x = Math.min(Math.max(0, Number(draft.posX) || 0), VIEWPORT.width - POPUP_WIDTH);
  const y = Math.min(Math.max(0, Number(draft.posY) || 0), VIEWPORT.height - 100);
  return (
    <Box>
      <Typography variant="subtitle2">{translate('content.preview')}</Typography>
      <Typography variant="caption" color="text.secondary">
        {translate('content.previewHelp')}
      </Typography>
      <Box
        aria-hidden
        sx={{
          position: 'relative',
          width: VIEWPORT.width * SCALE,
          height: VIEWPORT.height * SCALE,
          bgcolor: BRAND.navy950,
          border: 1,
          borderColor: 'divider',
          my: 1,
        }}
      >
        <Box
          sx={{
            position: 'absolute',
            left: x * SCALE,
            top: y * SCALE,
            width: POPUP_WIDTH * SCALE,
            height: 60,
            bgcolor: BRAND.navy800,
            border: `1px solid ${BRAND.gold500}`,
          }}
        />
      </Box>
      <Box
        data-testid="popup-preview"
        sx={{
          width: POPUP_WIDTH,
          maxWidth: '100%',
          bgcolor: BRAND.navy900,
          borderRadius: 4,
          overflow: 'hidden',
          boxShadow: 6,
        }}
      >
        <Typography
          component="h3"
          sx={{
            px: 2.5,
            py: 1.75,
            fontSize: 18,
            fontWeight: 700,
            borderBottom: '1px solid rgba(255,255,255,0.06)',
          }}
          style={{ color: draft.titleColor || '#f5c453' }}
        >
          {draft.title}
        </Typography>
        <Box
          sx={{
            px: 2.5,
            py: 2,
            fontSize: 14,
            lineHeight: 1.6,
            color: '#e2e8f0',
            maxHeight: 360,
            overflowY: 'auto',
            '& a': { color: BRAND.gold200, textDecoration: 'underline' },
            '& img': { maxWidth: '100%' },
            '& strong': { color: BRAND.gold200 },
            '& p + p': { mt: 1 },
          }}
          dangerouslySetInnerHTML={{ __html: html }}
        />
      </Box>
    </Box>
  );
}
