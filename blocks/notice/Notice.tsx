import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineRounded';
import type { FromSchema } from 'json-schema-to-ts';
import { ActionRow } from '../../engine/ui/ActionRow';
import { MessageBand } from '../../engine/ui/MessageBand';
import type { noticeSchema } from './notice.schema';

export type NoticeProps = FromSchema<typeof noticeSchema>;

const marks = {
  success: { Icon: CheckCircleIcon, color: 'success.main' },
  warning: { Icon: ErrorOutlineIcon, color: 'warning.main' },
} as const;

/** A centred message: a mark, the page's heading, a line of text, and its buttons. */
export function Notice({ id, tone = 'success', heading, text, actions }: NoticeProps) {
  const { Icon, color } = marks[tone];
  return (
    <MessageBand
      id={id}
      mark={<Icon aria-hidden sx={{ fontSize: 64, color }} />}
      heading={heading}
      text={text}
      roomMd={14}
    >
      <ActionRow actions={actions} mt={4} />
    </MessageBand>
  );
}
