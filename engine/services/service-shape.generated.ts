// Generated from engine/schema/service-content.schema.ts by `npm run schemas`; do not edit.
export const serviceShape = {
  "fields": [
    "slug",
    "parent",
    "name",
    "meta_title",
    "meta_description",
    "h1",
    "hero",
    "intro",
    "pains",
    "solutions",
    "cta_label",
    "video_id",
    "image_alt",
    "image_url",
    "brands"
  ],
  "listFields": [
    "pains",
    "solutions",
    "brands"
  ],
  "defaults": {
    "parent": "general",
    "meta_title": null,
    "meta_description": null,
    "hero": null,
    "intro": null,
    "pains": [],
    "solutions": [],
    "cta_label": "Get Started",
    "video_id": null,
    "image_alt": null,
    "image_url": null,
    "brands": []
  }
} as const;
