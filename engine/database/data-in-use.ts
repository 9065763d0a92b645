/** Raised when another process holds the site's data: a second server, or a sitectl command. */
export class DataInUseError extends Error {
  constructor(
    /** Where the data is: the data directory, or the PostgreSQL database. */
    readonly where: string,
    /** The process that holds it, when known. */
    readonly ownerPid: number | null,
  ) {
    super(
      `The site's data in ${where} is in use by ${ownerPid ? `process ${ownerPid}` : 'another process'}` +
        ' (a site server, or a sitectl command that opened it). Stop that first; while the site ' +
        'server runs, sitectl commands go through it. Nothing was changed.',
    );
    this.name = 'DataInUseError';
  }
}
