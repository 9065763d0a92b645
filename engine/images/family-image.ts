/**
 * The illustration of each service family, shown in the hero of a service record that
 * has no `image_url` of its own. Each family's core page uses the same picture, so a
 * service looks like the family it belongs to.
 */
const familyImages: Readonly<Record<string, string>> = {
  'managed-it': '/images/core-services/managed-it.svg',
  'managed-services': '/images/core-services/managed-it.svg',
  security: '/images/core-services/security.svg',
  cloud: '/images/core-services/cloud.svg',
  data: '/images/core-services/data.svg',
  hardware: '/images/core-services/hardware.svg',
  software: '/images/core-services/software.svg',
  communication: '/images/core-services/communication.svg',
  media: '/images/core-services/media.svg',
};

/** The general illustration, for records outside the families above. */
export const generalServiceImage = '/images/services/service-default.svg';

export function familyImageSrc(parent: string): string {
  return Object.hasOwn(familyImages, parent) ? familyImages[parent]! : generalServiceImage;
}
