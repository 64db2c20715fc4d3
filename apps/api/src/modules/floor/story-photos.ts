import type { Photo } from '@karigar/domain/photo';
import type { StoryPhoto } from '@karigar/domain/job-story';

interface StageReached {
  stageId: string | null;
  createdAt: Date;
}

/**
 * Which stage reached each photo belongs to, as an index into `stages` (oldest first): the last time
 * the photo's own stage was reached before it was taken (else the first time), or for a photo of no
 * known stage the stage the job was in when it was taken. -1: taken before any stage (the "before"
 * photos of the request), shown with the order's start.
 */
export function stageOfPhoto(stages: readonly StageReached[], photo: Photo): number {
  const takenAt = new Date(photo.createdAt).getTime();
  const before = (stage: StageReached) => stage.createdAt.getTime() <= takenAt;
  const same = stages.flatMap((stage, index) => (photo.stageId && stage.stageId === photo.stageId ? [index] : []));
  if (same.length > 0)
    return same.filter((index) => before(stages[index] as StageReached)).at(-1) ?? (same[0] as number);
  return stages.findLastIndex(before);
}

/** The photos of each stage reached (by index), and those taken before any. */
export function photosByStage(
  stages: readonly StageReached[],
  photos: readonly Photo[],
): { atStage: (index: number) => StoryPhoto[]; beforeStages: StoryPhoto[] } {
  const groups = new Map<number, StoryPhoto[]>();
  for (const photo of photos) {
    const index = stageOfPhoto(stages, photo);
    groups.set(index, [...(groups.get(index) ?? []), { url: photo.url, label: photo.label }]);
  }
  return { atStage: (index) => groups.get(index) ?? [], beforeStages: groups.get(-1) ?? [] };
}
