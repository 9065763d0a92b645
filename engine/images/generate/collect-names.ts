import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { portraitSrc } from '../portrait';

/** The names the site shows as pictures: brands as logos, people as portraits. */
export interface NamesToDraw {
  brands: string[];
  people: string[];
}

/** The folders whose YAML names brands and people, relative to the project root. */
const sourceFolders = ['pages', 'supabase/seed'];
const peopleBlocks: Readonly<Record<string, string>> = {
  'profile-grid': 'people',
  testimonials: 'items',
  'contributor-list': 'contributors',
};

/**
 * Every brand (a `brands` list of a service record or page, or a `logo-strip` of
 * wordmarks) and every person (the people of `profile-grid`, `testimonials` and
 * `contributor-list`) named in the project's YAML who shows their own drawn portrait,
 * sorted and without repeats: not one with a photo, nor one who borrows the portrait of
 * another name (an Arabic page's name showing the English page's portrait). Names holding a
 * `{variable}` are filled in later and are skipped.
 */
export function collectNames(root: string): NamesToDraw {
  const brands = new Set<string>();
  const people = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!isObject(node)) return;
    if (Array.isArray(node.brands)) node.brands.forEach((name) => addName(brands, name));
    if (node.type === 'logo-strip' && node.look !== 'chips' && Array.isArray(node.items)) {
      node.items.forEach((name) => addName(brands, name));
    }
    const peopleKey = typeof node.type === 'string' ? peopleBlocks[node.type] : undefined;
    if (peopleKey && Array.isArray(node[peopleKey])) {
      for (const person of node[peopleKey]) {
        if (isObject(person) && drawnFor(person)) addName(people, person.name);
      }
    }
    Object.values(node).forEach(visit);
  };
  for (const file of yamlFiles(root)) visit(parse(readFileSync(file, 'utf8')));
  return { brands: sorted(brands), people: sorted(people) };
}

/** Whether a person shows the portrait drawn for their own name: no photo, or that one. */
function drawnFor(person: Record<string, unknown>): boolean {
  if (person.photo === undefined) return true;
  return typeof person.name === 'string' && person.photo === portraitSrc(person.name);
}

function yamlFiles(root: string): string[] {
  return sourceFolders.flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.yaml'))
      .map((file) => join(root, folder, file)),
  );
}

function addName(names: Set<string>, name: unknown) {
  if (typeof name === 'string' && name.trim() !== '' && !name.includes('{')) names.add(name.trim());
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function sorted(names: Set<string>): string[] {
  return [...names].sort((a, b) => a.localeCompare(b, 'en'));
}
