import { blockIdSchema, blockSchema } from '../../engine/schema/block-base';
import { blogsTabSchema } from './blogs/blogs-tab.schema';
import { importTabSchema } from './data-import/import-tab.schema';
import { emailTabSchema } from './email/email-tab.schema';
import { leadsTabSchema } from './leads/leads-tab.schema';
import { notice, text } from './parts/parts.schema';
import { reportsTabSchema } from './reports/reports-tab.schema';
import { resourcesTabSchema } from './resources/resources-tab.schema';
import { servicesTabSchema } from './services/services-tab.schema';

const tabKinds = 'services, leads, blogs, email, resources, reports or import';

// Its code loads only on the page that has it.
export const adminDashboardSchema = blockSchema({
  type: 'admin-dashboard',
  name: 'the staff dashboard',
  title: 'Admin dashboard',
  description:
    'The staff dashboard: tabs in the order declared, each written as a mapping with one key that names its kind (- services: ...). Put it on a page with access: staff, so only signed-in staff see it.',
  required: ['heading', 'loading', 'storeNotice', 'tabs'],
  properties: {
    id: blockIdSchema,
    heading: text("The dashboard's heading."),
    subheading: { type: 'string', description: 'A sentence under the heading.' },
    loading: text("Shown until the dashboard's code has loaded."),
    storeNotice: {
      type: 'object',
      description: 'The banner that says where service content is kept.',
      required: ['site-server', 'supabase'],
      additionalProperties: false,
      properties: {
        'site-server': notice("When the site's own server keeps it."),
        supabase: notice('When Supabase keeps it.'),
      },
    },
    tabsLabel: {
      type: 'string',
      default: 'Dashboard sections',
      description: 'Names the row of tabs for screen readers.',
    },
    tabs: {
      type: 'array',
      description: `The tabs, in order; each is one of: ${tabKinds}.`,
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
  examples: [
    {
      type: 'admin-dashboard',
      heading: 'Admin Dashboard',
      loading: 'Loading the dashboard...',
      storeNotice: {
        'site-server': {
          title: "Connected to the site's database",
          text: 'Changes go live at once.',
        },
        supabase: { title: 'Connected to the shared database', text: 'Changes go live at once.' },
      },
      tabs: [
        {
          leads: {
            label: 'Leads',
            loading: 'Loading leads...',
            empty: 'No leads yet: every form visitors send appears here.',
            toasts: {
              saved: { title: 'Saved', text: 'The lead from {who} is up to date.' },
              saveFailed: { title: 'Not Saved', text: 'Please try again.' },
              statusChanged: { title: 'Status Changed', text: '{who} is now {status}.' },
              statusFailed: { title: 'Not Changed', text: 'Please try again.' },
            },
          },
        },
      ],
    },
  ],
});
