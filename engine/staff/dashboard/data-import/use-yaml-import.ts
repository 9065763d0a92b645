import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useOpenAdminStore } from '../../store/admin-store';
import { useNotify } from '../../tools/use-notify';
import {
  importDocument,
  IMPORT_MESSAGES,
  summariseImport,
  uploadResult,
  type ParseResult,
} from '../../../services/import';
import { serviceContentKey } from '../../../data/query-client';
import { isYamlFileName, readDocumentBlob } from '../../../document/read-document';

export interface ImportOutcome {
  file: string;
  result: ParseResult;
  /** Why the parsed services could not be saved, when they could not. */
  failure?: string;
}

// Read, limited and parsed by the front door as every service content file is; the
// problems found are shown as the upload shows them.
async function readServices(file: File): Promise<ParseResult> {
  const read = await readDocumentBlob(file, file.name, 'service-content');
  return uploadResult(importDocument(read), read.text);
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
    if (!isYamlFileName(file.name)) {
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
