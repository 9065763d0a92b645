import type { FromSchema } from 'json-schema-to-ts';
import { closedObject } from '../../schema/object-shapes';
import { activityTabSchema } from './activity/activity-tab.schema';
import { blogsTabSchema } from './blogs/blogs-tab.schema';
import { importTabSchema } from './data-import/import-tab.schema';
import { emailTabSchema } from './email/email-tab.schema';
import { leadsTabSchema } from './leads/leads-tab.schema';
import { pictureWordsSchema } from './pictures/picture-words.schema';
import { notice, text } from './parts/parts.schema';
import { reportsTabSchema } from './reports/reports-tab.schema';
import { resourcesTabSchema } from './resources/resources-tab.schema';
import { servicesTabSchema } from './services/services-tab.schema';

const tabKinds = 'services, leads, blogs, email, resources, reports, import or activity';

/**
 * What the staff dashboard shows: its heading, the banner on where content is kept, and its
 * tabs, each with its own words. The admin-dashboard block takes these properties as its
 * own (engine/staff/dashboard-block/admin-dashboard.schema.ts).
 */
export const dashboardSchema = closedObject({
  required: ['heading', 'loading', 'storeNotice', 'tabs'],
  properties: {
    heading: text("The dashboard's heading."),
    subheading: { type: 'string', description: 'A sentence under the heading.' },
    loading: text("Shown until the dashboard's code has loaded."),
    storeNotice: closedObject({
      description: 'The banner that says where service content is kept.',
      required: ['site-server', 'supabase'],
      properties: {
        'site-server': notice("When the site's own server keeps it."),
        supabase: notice('When Supabase keeps it.'),
      },
    }),
    pictures: pictureWordsSchema,
    tabsLabel: {
      type: 'string',
      default: 'Dashboard sections',
      description: 'Names the row of tabs for screen readers.',
    },
    tabs: {
      type: 'array',
      description: `The tabs, in order; each is one of: ${tabKinds}.`,
      minItems: 1,
      maxItems: 8,
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
          activity: activityTabSchema,
        },
        errorMessage: {
          minProperties: `a tab is one of: ${tabKinds}`,
          maxProperties: `a tab is exactly one of: ${tabKinds}; start each with its own "-"`,
        },
      },
    },
  },
});

export type DashboardProps = FromSchema<typeof dashboardSchema>;
