import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useOpenAdminStore } from '../../store/admin-store';
import { useNotify } from '../../tools/use-notify';
import {
  decodeImportBytes,
  IMPORT_MESSAGES,
  MAX_FILE_BYTES,
  parseServicesYaml,
  summariseImport,
  type ParseResult,
} from '../../../data/import';
import { serviceContentKey } from '../../../data/query-client';

export interface ImportOutcome {
  file: string;
  result: ParseResult;
  /** Why the parsed services could not be saved, when they could not. */
  failure?: string;
}

const YAML_FILE = /\.ya?ml$/i;

async function readServices(file: File): Promise<ParseResult> {
  if (file.size > MAX_FILE_BYTES) {
    const fatal = { title: IMPORT_MESSAGES.failedTitle, message: IMPORT_MESSAGES.fileTooLarge };
    return { services: [], errors: [], warnings: [], fatal };
  }
  const text = decodeImportBytes(new Uint8Array(await file.arrayBuffer()));
  if (typeof text !== 'string') return { services: [], errors: [], warnings: [], fatal: text };
  return parseServicesYaml(text, { fileName: file.name });
}

/**
 * Imports an uploaded YAML file: parses it, then saves every valid service in one
 * all-or-nothing upsert, and toasts the outcome. A file of the wrong type is refused before
 * anything starts. `importing` is true while it runs; `outcome` is the last import.
 */
export function useYamlImport() {
  const openStore = useOpenAdminStore();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const mutation = useMutation({
    mutationFn: async (file: File): Promise<ImportOutcome> => {
      const result = await readServices(file);
      if (result.fatal) return { file: file.name, result };
      try {
        const store = await openStore();
        await store.upsertMany(result.services);
        return { file: file.name, result };
      } catch (error) {
        console.error(`Importing ${file.name} failed.`, error);
        return {
          file: file.name,
          result,
          failure: error instanceof Error ? error.message : String(error),
        };
      }
    },
    onSuccess: ({ result, failure }) => {
      if (failure) {
        notify({ title: IMPORT_MESSAGES.failedTitle, text: failure }, 'error');
        return;
      }
      if (!result.fatal) void queryClient.invalidateQueries({ queryKey: serviceContentKey });
      const toast = summariseImport(result);
      notify({ title: toast.title, text: toast.message }, toast.severity);
    },
  });

  const start = (file: File) => {
    if (!YAML_FILE.test(file.name)) {
      notify(
        { title: IMPORT_MESSAGES.invalidFileTitle, text: IMPORT_MESSAGES.invalidFile },
        'error',
      );
      return;
    }
    mutation.mutate(file);
  };

  return {
    start,
    importing: mutation.isPending,
    file: mutation.variables?.name,
    outcome: mutation.data,
  };
}
