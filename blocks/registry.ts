import type { FromSchema } from 'json-schema-to-ts';
import type { ComponentType } from 'react';
import { blockSchemas, type BlockType } from './block-schemas';
import { AdminDashboard } from './admin-dashboard/AdminDashboard';
import { CardGrid } from './card-grid/CardGrid';
import { CaseStudy } from './case-study/CaseStudy';
import { Comparison } from './comparison/Comparison';
import { ContributorList } from './contributor-list/ContributorList';
import { CtaBand } from './cta-band/CtaBand';
import { DialogForm } from './dialog-form/DialogForm';
import { EventList } from './event-list/EventList';
import { FeatureSplit } from './feature-split/FeatureSplit';
import { FloatingAction } from './floating-action/FloatingAction';
import { Hero } from './hero/Hero';
import { Video } from './video/Video';
import { LogoStrip } from './logo-strip/LogoStrip';
import { NotFound } from './not-found/NotFound';
import { Notice } from './notice/Notice';
import { ProcessSteps } from './process-steps/ProcessSteps';
import { ProfileGrid } from './profile-grid/ProfileGrid';
import { ResourceList } from './resource-list/ResourceList';
import { StatsBand } from './stats-band/StatsBand';
import { Testimonials } from './testimonials/Testimonials';
import { OfficeMap } from './office-map/OfficeMap';
import { OfficeList } from './office-list/OfficeList';
import { Checklist } from './checklist/Checklist';
import { FormSection } from './form-section/FormSection';
import { StaffGate } from './staff-gate/StaffGate';

/** The props a block component receives: its schema's type, defaults applied. */
export type BlockProps<T extends BlockType> = FromSchema<(typeof blockSchemas)[T]>;

export interface BlockDefinition<T extends BlockType> {
  schema: (typeof blockSchemas)[T];
  component: ComponentType<BlockProps<T>>;
}

/** The one map from a page document's `type:` to its schema and React component. */
export const registry: { [T in BlockType]: BlockDefinition<T> } = {
  hero: { schema: blockSchemas.hero, component: Hero },
  'card-grid': { schema: blockSchemas['card-grid'], component: CardGrid },
  'stats-band': { schema: blockSchemas['stats-band'], component: StatsBand },
  'cta-band': { schema: blockSchemas['cta-band'], component: CtaBand },
  'dialog-form': { schema: blockSchemas['dialog-form'], component: DialogForm },
  'not-found': { schema: blockSchemas['not-found'], component: NotFound },
  notice: { schema: blockSchemas.notice, component: Notice },
  video: { schema: blockSchemas.video, component: Video },
  comparison: { schema: blockSchemas.comparison, component: Comparison },
  'feature-split': { schema: blockSchemas['feature-split'], component: FeatureSplit },
  'floating-action': { schema: blockSchemas['floating-action'], component: FloatingAction },
  'process-steps': { schema: blockSchemas['process-steps'], component: ProcessSteps },
  'logo-strip': { schema: blockSchemas['logo-strip'], component: LogoStrip },
  'case-study': { schema: blockSchemas['case-study'], component: CaseStudy },
  'event-list': { schema: blockSchemas['event-list'], component: EventList },
  'contributor-list': { schema: blockSchemas['contributor-list'], component: ContributorList },
  'resource-list': { schema: blockSchemas['resource-list'], component: ResourceList },
  'profile-grid': { schema: blockSchemas['profile-grid'], component: ProfileGrid },
  testimonials: { schema: blockSchemas.testimonials, component: Testimonials },
  'office-map': { schema: blockSchemas['office-map'], component: OfficeMap },
  'office-list': { schema: blockSchemas['office-list'], component: OfficeList },
  checklist: { schema: blockSchemas.checklist, component: Checklist },
  'form-section': { schema: blockSchemas['form-section'], component: FormSection },
  'staff-gate': { schema: blockSchemas['staff-gate'], component: StaffGate },
  'admin-dashboard': { schema: blockSchemas['admin-dashboard'], component: AdminDashboard },
};
