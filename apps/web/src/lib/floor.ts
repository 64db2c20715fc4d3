import type {
  AssignmentBody,
  BoardAnswer,
  BoardQuery,
  DemoJobsAnswer,
  Job,
  JobChangedAnswer,
  StagesAnswer,
  StagesBody,
} from '@karigar/domain/workshop-floor';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { useAccessToken } from './session';

/**
 * The workshop floor's requests (decision 046), shared by the board, the job page and the order
 * page's job panel. Every change reloads the floor and the orders (a stage move may change a status).
 */
export const floorKey = ['floor'] as const;
const boardKey = (query: BoardQuery) => [...floorKey, 'board', query] as const;
export const jobKey = (id: string) => [...floorKey, 'job', id] as const;
const stagesKey = [...floorKey, 'stages'] as const;

const orderPath = (id: string) => `/orders/${encodeURIComponent(id)}`;

export function useBoard(query: BoardQuery) {
  const token = useAccessToken();
  const search = new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  ).toString();
  return useQuery({
    queryKey: boardKey(query),
    queryFn: ({ signal }) => apiRequest<BoardAnswer>(`/board${search ? `?${search}` : ''}`, { signal }),
    // A changed filter keeps the board (and the filter being typed in) on screen while it loads.
    placeholderData: keepPreviousData,
    enabled: token !== null,
  });
}

export function useJob(id: string) {
  const token = useAccessToken();
  return useQuery({
    queryKey: jobKey(id),
    queryFn: ({ signal }) => apiRequest<Job>(`${orderPath(id)}/job`, { signal }),
    enabled: token !== null,
  });
}

export function useStages() {
  const token = useAccessToken();
  return useQuery({
    queryKey: stagesKey,
    queryFn: ({ signal }) => apiRequest<StagesAnswer>('/workshop/stages', { signal }),
    enabled: token !== null,
  });
}

/** Reloads the floor and the orders once a change is answered, refused or not. */
function useFloorChange<Input, Answer>(send: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: floorKey });
      await queryClient.invalidateQueries({ queryKey: ['orders'] });
    },
  });
}

export const useMoveStage = () =>
  useFloorChange(({ orderId, stageId }: { orderId: string; stageId: string }) =>
    apiRequest<JobChangedAnswer>(`${orderPath(orderId)}/stage`, { method: 'PATCH', body: { stageId } }),
  );

export const useAssignJob = () =>
  useFloorChange(({ orderId, ...body }: AssignmentBody & { orderId: string }) =>
    apiRequest<JobChangedAnswer>(`${orderPath(orderId)}/assignment`, { method: 'PATCH', body }),
  );

export const useAddNote = () =>
  useFloorChange(({ orderId, body }: { orderId: string; body: string }) =>
    apiRequest<JobChangedAnswer>(`${orderPath(orderId)}/notes`, { method: 'POST', body: { body } }),
  );

export const useSaveStages = () =>
  useFloorChange((body: StagesBody) => apiRequest<StagesAnswer>('/workshop/stages', { method: 'PUT', body }));

/** A stage's name in the reader's language. */
export const stageName = (stage: { nameEn: string | null; nameMr: string | null }, language: string): string =>
  (language === 'mr' ? stage.nameMr : stage.nameEn) ?? stage.nameEn ?? '';

export const useLoadDemoJobs = () => useFloorChange(() => apiRequest<DemoJobsAnswer>('/demo-jobs', { method: 'POST' }));

export const useRemoveDemoJobs = () =>
  useFloorChange(() => apiRequest<DemoJobsAnswer>('/demo-jobs', { method: 'DELETE' }));
