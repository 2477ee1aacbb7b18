import UploadIcon from '@mui/icons-material/Upload';
import { Button, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BANNER_IMAGES, BANNER_UPLOAD_MAX_BYTES, BANNER_UPLOAD_TYPES } from '@haneul/contract';
import { type ChangeEvent, useId, useState } from 'react';
import { SelectInput, required, useNotify, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { apiErrorKey } from '../../components/api-error';
import { useBackoffice } from '../../components/use-backoffice';

const ARTWORK = BANNER_IMAGES.map((image) => ({ id: image, name: image.replace(/^.*\//, '') }));
const UPLOADS_KEY = ['banner-images'];

/** The file's bytes as base64, as the upload call carries them. */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

/**
 * The banner's image: the site's artwork or an image the operator uploaded (PNG, JPEG or WebP up
 * to 700 KB; the server checks the bytes). A new upload is chosen at once.
 */
export function BannerImageInput() {
  const translate = useTranslate();
  const notify = useNotify();
  const backoffice = useBackoffice();
  const queryClient = useQueryClient();
  const { setValue } = useFormContext();
  const fileInput = useId();
  const [uploading, setUploading] = useState(false);
  const uploads = useQuery({
    queryKey: UPLOADS_KEY,
    queryFn: async () => (await backoffice.call('banner-images.list', {})).data,
  });
  const choices = [
    ...ARTWORK,
    ...(uploads.data ?? []).map((image) => ({
      id: image.path,
      name: translate('content.uploadedImage', { id: image.id, size: Math.ceil(image.size / 1000) }),
    })),
  ];

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const contentType = BANNER_UPLOAD_TYPES.find((type) => type === file.type);
    if (!contentType || file.size > BANNER_UPLOAD_MAX_BYTES) {
      notify('content.uploadRefused', { type: 'error' });
      return;
    }
    setUploading(true);
    try {
      const { data } = await backoffice.call('banner-images.create', {
        body: { contentType, data: await base64Of(file) },
      });
      await queryClient.invalidateQueries({ queryKey: UPLOADS_KEY });
      setValue('image', data.path, { shouldDirty: true, shouldValidate: true });
      notify('content.uploaded', { type: 'success' });
    } catch (error) {
      notify(apiErrorKey(error), { type: 'error' });
    } finally {
      setUploading(false);
    }
  };

  return (
    <Stack spacing={0.5} sx={{ mb: 2 }}>
      <SelectInput source="image" choices={choices} validate={required()} helperText={false} />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button component="label" htmlFor={fileInput} startIcon={<UploadIcon />} disabled={uploading}>
          {translate('content.upload')}
        </Button>
        <input
          id={fileInput}
          type="file"
          accept={BANNER_UPLOAD_TYPES.join(',')}
          hidden
          onChange={(event) => void upload(event)}
        />
        <Typography variant="body2" color="text.secondary">
          {translate('content.uploadHelp')}
        </Typography>
      </Stack>
    </Stack>
  );
}
