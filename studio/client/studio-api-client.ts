import type {
  CheckAnswer,
  PageFileEntry,
  PageFileText,
  SaveAnswer,
  StudioApiError,
} from '../shared/studio-api';

/** The studio server did not answer at all: it stopped, or the network between is down. */
export class ServerStoppedError extends Error {
  constructor() {
    super(
      'The studio server is not answering. Start it again with npm run studio; your text stays here.',
    );
  }
}

/** The server answered with an error of its own: its code, message and hint. */
export class StudioApiFailure extends Error {
  constructor(readonly error: StudioApiError) {
    super(`${error.code}: ${error.message}`);
  }
}

async function call<T>(url: string, init?: RequestInit, accept: number[] = []): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ServerStoppedError();
  }
  const body = (await response.json().catch(() => null)) as unknown;
  if (response.ok || accept.includes(response.status)) return body as T;
  if (body && typeof body === 'object' && 'code' in body)
    throw new StudioApiFailure(body as StudioApiError);
  throw new StudioApiFailure({
    code: `http-${response.status}`,
    message: response.statusText,
    hint: 'The studio server answered in a way the studio does not know; its terminal may say why.',
  });
}

const post = (body: object): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

export const studioApi = {
  files: () => call<PageFileEntry[]>('/api/files'),
  file: (path: string) => call<PageFileText>(`/api/file?path=${encodeURIComponent(path)}`),
  save: (path: string, text: string, version: string) =>
    call<SaveAnswer>('/api/save', post({ path, text, version }), [409]),
  check: (path: string, text: string, signal?: AbortSignal) =>
    call<CheckAnswer>('/api/check', { ...post({ path, text }), ...(signal ? { signal } : {}) }),
};
