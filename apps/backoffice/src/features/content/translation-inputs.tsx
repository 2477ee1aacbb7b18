import { Grid, Typography } from '@mui/material';
import { OTHER_CONTENT_LANGUAGES } from '@haneul/contract';
import { TextInput, maxLength, useTranslate, type Validator } from 'react-admin';

const keepText = (value: string | null) => value ?? '';

/** A language's body may not be left empty under a written title, nor written under an empty one. */
const bothOrNeither =
  (language: string): Validator =>
  (_value, all: { translations?: Record<string, { title?: string; contents?: string }> }) => {
    const version = all.translations?.[language];
    return Boolean(version?.title?.trim()) === Boolean(version?.contents?.trim())
      ? undefined
      : 'content.translationIncomplete';
  };

/**
 * The four other languages of a notice, popup or note, side by side under the Korean one: a title
 * and a body each. A language left empty is shown in Korean (`help` says where).
 */
export function TranslationInputs({
  titleMax = 200,
  contentsMax,
  contentsRows,
  monospace = false,
  help = 'content.otherLanguagesHelp',
}: {
  titleMax?: number;
  contentsMax: number;
  contentsRows: number;
  monospace?: boolean;
  help?: string;
}) {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="subtitle1" sx={{ mt: 2 }}>
        {translate('content.otherLanguages')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(help)}
      </Typography>
      <Grid container spacing={2} sx={{ width: '100%' }}>
        {OTHER_CONTENT_LANGUAGES.map((language) => (
          <Grid key={language} size={{ xs: 12, md: 6, xl: 3 }} data-language={language}>
            <TextInput
              source={`translations.${language}.title`}
              label={translate('content.titleIn', { language: translate(`content.language.${language}`) })}
              parse={keepText}
              validate={[maxLength(titleMax), bothOrNeither(language)]}
            />
            <TextInput
              source={`translations.${language}.contents`}
              label={translate('content.contentsIn', {
                language: translate(`content.language.${language}`),
              })}
              parse={keepText}
              multiline
              minRows={contentsRows}
              validate={[maxLength(contentsMax), bothOrNeither(language)]}
              sx={monospace ? { '& textarea': { fontFamily: 'monospace', fontSize: 13 } } : undefined}
            />
          </Grid>
        ))}
      </Grid>
    </>
  );
}
