import { useEffect, useState } from 'react';
import { Button, Menu, MenuItem } from '@mui/material';
import LanguageIcon from '@mui/icons-material/Translate';
import ExpandIcon from '@mui/icons-material/ExpandMore';
import { useLocaleState, useLocales, useTranslate } from 'react-admin';

/**
 * The language switcher of the app bar and sign-in pages. react-admin's own button has an empty
 * accessible name; this one is announced as what it is, and keeps `<html lang>` in step so screen
 * readers and the browser's hyphenation read the page in the chosen language.
 */
export function LocaleSwitcher() {
  const translate = useTranslate();
  const locales = useLocales();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  return (
    <>
      <Button
        color="inherit"
        aria-label={translate('app.language')}
        aria-haspopup="menu"
        aria-controls={anchor ? 'locale-menu' : undefined}
        startIcon={<LanguageIcon />}
        endIcon={<ExpandIcon fontSize="small" />}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {locales.find((item) => item.locale === locale)?.name ?? locale}
      </Button>
      <Menu id="locale-menu" anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {locales.map((item) => (
          <MenuItem
            key={item.locale}
            lang={item.locale}
            selected={item.locale === locale}
            onClick={() => {
              setLocale(item.locale);
              setAnchor(null);
            }}
          >
            {item.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
