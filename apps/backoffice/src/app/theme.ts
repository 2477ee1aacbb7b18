import { defaultLightTheme, type RaThemeOptions } from 'react-admin';

/** The member site's brand colours (apps/web globals.css), reused so staff recognise the product. */
export const BRAND = {
  navy950: '#05081a',
  navy900: '#0b1230',
  navy800: '#121b44',
  navy700: '#1c2759',
  gold200: '#fbe7a6',
  gold400: '#e9b949',
  gold500: '#d4a02c',
} as const;

// Operators on Korean desktops have Malgun Gothic or Apple SD Gothic Neo; Pretendard when installed.
const FONT_FAMILY = [
  '"Pretendard Variable"',
  'Pretendard',
  '-apple-system',
  'BlinkMacSystemFont',
  '"Apple SD Gothic Neo"',
  '"Malgun Gothic"',
  '"Noto Sans KR"',
  '"Segoe UI"',
  'Roboto',
  'sans-serif',
].join(', ');

/**
 * A light, dense theme: queues and member tables are read for hours, so a white work surface with
 * small type wins over the member site's dark look; navy frames the app and gold marks what is active.
 */
export const backofficeTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    mode: 'light',
    primary: { main: BRAND.navy700, contrastText: '#ffffff' },
    secondary: { main: BRAND.navy900, contrastText: '#ffffff' },
    warning: { main: BRAND.gold500 },
    background: { default: '#f4f5f8', paper: '#ffffff' },
  },
  // Buttons keep their case: "Take", not "TAKE" (Korean has no case, English reads better without shouting).
  typography: {
    fontFamily: FONT_FAMILY,
    fontSize: 13,
    h6: { fontWeight: 600 },
    button: { textTransform: 'none' },
  },
  sidebar: { width: 216, closedWidth: 52 },
  components: {
    ...defaultLightTheme.components,
    MuiAppBar: {
      styleOverrides: { root: { borderBottom: `2px solid ${BRAND.gold400}` } },
    },
    MuiTableCell: {
      defaultProps: { size: 'small' },
      styleOverrides: {
        root: { paddingTop: 4, paddingBottom: 4 },
        head: { fontWeight: 600, backgroundColor: '#eef0f6', whiteSpace: 'nowrap' },
      },
    },
    MuiButton: { defaultProps: { size: 'small' } },
    // react-admin sizes the layout to its widest table (min-width: fit-content); on a laptop the
    // page would then scroll sideways, actions out of sight. Let the columns shrink instead, so
    // only the table scrolls inside its card.
    RaLayout: {
      styleOverrides: {
        root: {
          minWidth: 0,
          '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content': { minWidth: 0 },
        },
      },
    },
    RaList: { styleOverrides: { root: { '& .RaList-main': { minWidth: 0 } } } },
    // Wide queues scroll sideways inside their card on a laptop instead of squeezing every cell.
    RaDataTable: {
      styleOverrides: {
        root: {
          '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
          '& .RaDataTable-headerCell': { backgroundColor: '#eef0f6' },
          '& .RaDataTable-rowCell': { whiteSpace: 'nowrap' },
        },
      },
    },
    RaMenuItemLink: {
      styleOverrides: {
        root: {
          borderLeft: '3px solid transparent',
          '&.RaMenuItemLink-active': {
            borderLeftColor: BRAND.gold500,
            backgroundColor: 'rgba(212, 160, 44, 0.12)',
            fontWeight: 600,
          },
        },
      },
    },
  },
};
