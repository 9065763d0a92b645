import { blockIdSchema } from '../../engine/schema/block-base';
import { blogsTabSchema } from './blogs/blogs-tab.schema';
import { importTabSchema } from './data-import/import-tab.schema';
import { emailTabSchema } from './email/email-tab.schema';
import { leadsTabSchema } from './leads/leads-tab.schema';
import { noticeSchema } from './parts/parts.schema';
import { reportsTabSchema } from './reports/reports-tab.schema';
import { resourcesTabSchema } from './resources/resources-tab.schema';
import { servicesTabSchema } from './services/services-tab.schema';

const text = { type: 'string', minLength: 1 } as const;
const tabKinds = 'services, leads, blogs, email, resources, reports or import';

/**
 * The staff dashboard: tabs in the order declared, each written as a mapping with one key
 * that names its kind (`- services: {...}`). Its code loads only on the page that has it.
 */
export const adminDashboardSchema = {
  type: 'object',
  required: ['type', 'heading', 'loading', 'storeNotice', 'tabs'],
  additionalProperties: false,
  properties: {
    type: { const: 'admin-dashboard' },
    id: blockIdSchema,
    heading: text,
    subheading: { type: 'string' },
    /** Shown until the dashboard's code has loaded. */
    loading: text,
    /** The banner that says where service content is kept. */
    storeNotice: {
      type: 'object',
      required: ['server', 'supabase'],
      additionalProperties: false,
      properties: { server: noticeSchema, supabase: noticeSchema },
    },
    tabsLabel: { type: 'string', default: 'Dashboard sections' },
    tabs: {
      type: 'array',
      minItems: 1,
      maxItems: 7,
      items: {
        type: 'object',
        minProperties: 1,
        maxProperties: 1,
        additionalProperties: false,
        properties: {
          services: servicesTabSchema,
          leads: leadsTabSchema,
          blogs: blogsTabSchema,
          email: emailTabSchema,
          resources: resourcesTabSchema,
          reports: reportsTabSchema,
          import: importTabSchema,
        },
        errorMessage: {
          minProperties: `a tab is one of: ${tabKinds}`,
          maxProperties: `a tab is exactly one of: ${tabKinds}; start each with its own "-"`,
        },
      },
    },
  },
} as const;
