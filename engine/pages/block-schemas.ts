import type { FromSchema } from 'json-schema-to-ts';
import { adminDashboardSchema } from '../staff/dashboard-block/admin-dashboard.schema';
import { cardGridSchema } from '../../blocks/card-grid/card-grid.schema';
import { caseStudySchema } from '../../blocks/case-study/case-study.schema';
import { comparisonSchema } from '../../blocks/comparison/comparison.schema';
import { contributorListSchema } from '../../blocks/contributor-list/contributor-list.schema';
import { ctaBandSchema } from '../../blocks/cta-band/cta-band.schema';
import { dialogFormSchema } from '../../blocks/dialog-form/dialog-form.schema';
import { eventListSchema } from '../../blocks/event-list/event-list.schema';
import { featureSplitSchema } from '../../blocks/feature-split/feature-split.schema';
import { floatingActionSchema } from '../../blocks/floating-action/floating-action.schema';
import { heroSchema } from '../../blocks/hero/hero.schema';
import { videoSchema } from '../../blocks/video/video.schema';
import { logoStripSchema } from '../../blocks/logo-strip/logo-strip.schema';
import { notFoundSchema } from '../../blocks/not-found/not-found.schema';
import { noticeSchema } from '../../blocks/notice/notice.schema';
import { processStepsSchema } from '../../blocks/process-steps/process-steps.schema';
import { profileGridSchema } from '../../blocks/profile-grid/profile-grid.schema';
import { resourceListSchema } from '../../blocks/resource-list/resource-list.schema';
import { statsBandSchema } from '../../blocks/stats-band/stats-band.schema';
import { testimonialsSchema } from '../../blocks/testimonials/testimonials.schema';
import { officeMapSchema } from '../../blocks/office-map/office-map.schema';
import { officeListSchema } from '../../blocks/office-list/office-list.schema';
import { checklistSchema } from '../../blocks/checklist/checklist.schema';
import { proseSchema } from '../../blocks/prose/prose.schema';
import { formSectionSchema } from '../../blocks/form-section/form-section.schema';
import { articleSchema } from '../../blocks/article/article.schema';
import { postListSchema } from '../../blocks/post-list/post-list.schema';

/**
 * The JSON Schema of every block type, keyed by the `type:` a page document uses.
 * Data only: the validator, the CLI and the schema generator read it without React.
 */
export const blockSchemas = {
  hero: heroSchema,
  'card-grid': cardGridSchema,
  'stats-band': statsBandSchema,
  'cta-band': ctaBandSchema,
  'dialog-form': dialogFormSchema,
  'not-found': notFoundSchema,
  notice: noticeSchema,
  video: videoSchema,
  comparison: comparisonSchema,
  'feature-split': featureSplitSchema,
  'floating-action': floatingActionSchema,
  'process-steps': processStepsSchema,
  'logo-strip': logoStripSchema,
  'case-study': caseStudySchema,
  'event-list': eventListSchema,
  'contributor-list': contributorListSchema,
  'resource-list': resourceListSchema,
  'profile-grid': profileGridSchema,
  testimonials: testimonialsSchema,
  'office-map': officeMapSchema,
  'office-list': officeListSchema,
  checklist: checklistSchema,
  prose: proseSchema,
  'form-section': formSectionSchema,
  article: articleSchema,
  'post-list': postListSchema,
  'admin-dashboard': adminDashboardSchema,
} as const;

export type BlockType = keyof typeof blockSchemas;

/** The props a block component receives: its schema's type, defaults applied. */
export type BlockProps<T extends BlockType> = FromSchema<(typeof blockSchemas)[T]>;

export const blockTypes = Object.keys(blockSchemas) as BlockType[];
