import { useEffect } from 'react';
import { structuredDataElementId, type HeadData } from './head';

/** Keeps the head in step on client-side navigation; the first page has it in its HTML. */
export function useDocumentHead(head: HeadData): void {
  const alternatesKey = JSON.stringify(head.alternates);
  useEffect(() => {
    document.title = head.title;
    setMeta('name', 'description', head.description);
    setMeta('property', 'og:title', head.title);
    setMeta('property', 'og:description', head.description);
    setMeta('property', 'og:url', head.canonical);
    setMeta('property', 'og:image', head.image);
    let canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (!canonical) {
      canonical = document.createElement('link');
      canonical.rel = 'canonical';
      document.head.append(canonical);
    }
    canonical.href = head.canonical;
    const robots = document.head.querySelector('meta[name="robots"]');
    if (head.noindex) setMeta('name', 'robots', 'noindex');
    else robots?.remove();
    let jsonLd = document.getElementById(structuredDataElementId);
    if (!jsonLd) {
      jsonLd = document.createElement('script');
      jsonLd.id = structuredDataElementId;
      jsonLd.setAttribute('type', 'application/ld+json');
      document.head.append(jsonLd);
    }
    jsonLd.textContent = head.structuredData;
    for (const link of document.head.querySelectorAll('link[rel="alternate"][hreflang]'))
      link.remove();
    for (const { hreflang, href } of JSON.parse(alternatesKey) as HeadData['alternates']) {
      const link = document.createElement('link');
      link.rel = 'alternate';
      link.hreflang = hreflang;
      link.href = href;
      document.head.append(link);
    }
  }, [
    head.title,
    head.description,
    head.canonical,
    head.image,
    head.noindex,
    head.structuredData,
    alternatesKey,
  ]);
}

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}
