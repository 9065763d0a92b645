import { megabyte } from './limits';

/** A count as messages give it: `100,000`. */
export function shownCount(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+$)/g, ',');
}

/** A count of a noun as messages give it: `1 service`, `10,000 services`. */
export function counted(count: number, noun: string): string {
  return `${shownCount(count)} ${noun}${count === 1 ? '' : 's'}`;
}

/** A size as messages give it: `5 MB`. */
export function shownSize(bytes: number): string {
  return `${Math.round((bytes / megabyte) * 10) / 10} MB`;
}
