import { blockIdSchema, blockSchema } from '../../schema/block-base';
import { dashboardSchema } from '../dashboard/dashboard.schema';

// Its code loads only on the page that has it.
export const adminDashboardSchema = blockSchema({
  type: 'admin-dashboard',
  name: 'the staff dashboard',
  title: 'Admin dashboard',
  description:
    'The staff dashboard: tabs in the order declared, each written as a mapping with one key that names its kind (- services: ...). Put it on a page with access: staff, so only signed-in staff see it.',
  required: dashboardSchema.required,
  properties: { id: blockIdSchema, ...dashboardSchema.properties },
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
