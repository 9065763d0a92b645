// The dashboard's Services and Data Import tabs import this path; the code is in engine/staff.
export * from '../staff/tools/format';
