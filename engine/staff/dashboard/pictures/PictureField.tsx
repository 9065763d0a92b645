import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState, type DragEvent } from 'react';
import { TextWidget } from '../../../forms/widgets/TextWidget';
import type { WidgetProps } from '../../../forms/widgets/widget-props';
import { fillIn } from '../../../locale/format';
import { useStaffFormat } from '../../tools/use-staff-format';
import { Picture } from '../../../ui/Picture';
import { PictureRefusedError, type UploadedPicture } from '../../../uploads/picture-uploader';
import { usePictureUploader } from '../../store/admin-store';
import { usePictureWords, type PictureWords } from './picture-words';

// What the file chooser offers; a dropped file of any name is sent, and the server tells
// a picture by its content.
const acceptedTypes = 'image/jpeg,image/png,image/webp,image/avif';

const refusalWords = (error: unknown, words: PictureWords) =>
  error instanceof PictureRefusedError
    ? error.refusal === 'too-large'
      ? words.tooLarge
      : words.notAPicture
    : words.failed;

interface Props extends WidgetProps {
  /** The picture's description as typed so far, for the preview. */
  alt: string;
}

/**
 * A record's picture: a place to drop a photo on or choose one, which is uploaded at once
 * (the server keeps a re-encoded copy with no metadata) and named in the address field
 * below it, with a preview of what the page will show. The address may also be typed: an
 * https: picture elsewhere, or a path on this site. Where pictures cannot be uploaded (a
 * static host, with Supabase), it says so and asks for the address alone.
 */
export function PictureField({ alt, ...widget }: Props) {
  const words = usePictureWords();
  const format = useStaffFormat();
  const uploader = usePictureUploader().data;
  const hintId = `${useId()}-hint`;
  const chooser = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const upload = useMutation({
    mutationFn: (file: File) => uploader!.upload(file),
    onSuccess: (picture: UploadedPicture) => widget.onChange(picture.url),
  });
  const src = typeof widget.value === 'string' ? widget.value.trim() : '';
  const file = upload.variables?.name ?? '';

  const send = (chosen: File | undefined) => {
    if (chosen && uploader && !upload.isPending) upload.mutate(chosen);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    send(event.dataTransfer.files[0]);
  };

  // An address reads left to right on an Arabic page too.
  const address = (
    <Box sx={{ '& input': { direction: 'ltr' } }}>
      <TextWidget {...widget} />
    </Box>
  );
  if (uploader === undefined) return address;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {uploader === null ? (
        <Typography variant="body2" color="text.secondary">
          {words.serverOnly}
        </Typography>
      ) : (
        <Box
          role="group"
          aria-labelledby={hintId}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 2,
            p: 2,
            border: 2,
            borderStyle: 'dashed',
            borderRadius: 2,
            borderColor: dragging ? 'primary.main' : 'divider',
            bgcolor: dragging ? 'action.hover' : 'transparent',
          }}
        >
          {src ? (
            <Picture
              picture={{ src, alt: alt.trim() || words.previewAlt }}
              sizes="160px"
              sx={{ width: 160, height: 100, objectFit: 'cover', borderRadius: 1 }}
            />
          ) : (
            <AddPhotoAlternateIcon sx={{ fontSize: 40, color: 'text.secondary' }} />
          )}
          <Box sx={{ flex: '1 1 14rem', display: 'grid', gap: 1, justifyItems: 'start' }}>
            <Typography id={hintId} variant="body2">
              {words.dropHint}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              <Button
                variant="outlined"
                disabled={upload.isPending}
                onClick={() => chooser.current?.click()}
              >
                {src ? words.replaceLabel : words.chooseLabel}
              </Button>
              {src && (
                <Button
                  color="inherit"
                  disabled={upload.isPending}
                  onClick={() => {
                    upload.reset();
                    widget.onChange('');
                  }}
                >
                  {words.removeLabel}
                </Button>
              )}
            </Box>
            <input
              ref={chooser}
              type="file"
              accept={acceptedTypes}
              aria-label={words.chooseLabel}
              hidden
              onChange={(event) => {
                send(event.target.files?.[0]);
                // The same file chosen again after a refusal is sent again.
                event.target.value = '';
              }}
            />
          </Box>
          <Box role="status" sx={{ flexBasis: '100%', '&:empty': { display: 'none' } }}>
            {upload.isPending && (
              <>
                <Typography variant="body2">{fillIn(words.uploading, { file })}</Typography>
                <LinearProgress sx={{ mt: 1 }} />
              </>
            )}
            {upload.isSuccess && (
              <Typography variant="body2" color="success.main">
                {fillIn(words.uploaded, {
                  file,
                  width: format.number(upload.data.width),
                  height: format.number(upload.data.height),
                })}
              </Typography>
            )}
            {upload.isError && (
              <Typography variant="body2" color="error">
                {fillIn(refusalWords(upload.error, words), { file })}
              </Typography>
            )}
          </Box>
        </Box>
      )}
      {address}
    </Box>
  );
}
