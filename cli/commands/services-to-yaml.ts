import { Document, isNode, isSeq } from 'yaml';
import {
  toServiceContentInput,
  type ServiceContentInput,
} from '../../engine/services/service-content';

const HEADER = ' Service content records; load with: npm run sitectl -- import <file>';

/**
 * YAML that `sitectl import` reads back to the same records: a `services:`
 * list, fields in the order of the specification, every field present (null
 * and [] included) so the file shows what can be filled in.
 */
export function servicesToYaml(services: ServiceContentInput[]): string {
  const doc = new Document({ services: services.map(toServiceContentInput) });
  doc.commentBefore = HEADER;
  const list = doc.get('services', true);
  if (isSeq(list)) {
    list.items.forEach((item, index) => {
      if (index > 0 && isNode(item)) item.spaceBefore = true;
    });
  }
  return doc.toString({ lineWidth: 0 });
}
