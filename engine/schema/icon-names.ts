/**
 * Icons a page document may name. The names are data (safe for the CLI and the
 * schema); engine/ui/icons.tsx maps each to its component.
 */
export const iconNames = [
  'network',
  'shield',
  'security',
  'camera',
  'phone',
  'cloud',
  'cable',
  'server',
  'storage',
  'code',
  'web',
  'chart',
  'speed',
  'support',
  'groups',
  'person',
  'engineering',
  'schedule',
  'event',
  'school',
  'star',
  'check',
  'bolt',
  'warning',
  'lock',
  'build',
  'forum',
  'book',
  'download',
  'location',
  'email',
  'whatsapp',
  'business',
  'money',
  'trending',
  'wifi',
  'battery',
  'devices',
  'video',
  'handshake',
  'rocket',
  'search',
  'report',
] as const;

export type IconName = (typeof iconNames)[number];

export const iconSchema = {
  type: 'string',
  enum: iconNames,
  description: "An icon from the site's set, by name, such as shield, cloud or support.",
} as const;
