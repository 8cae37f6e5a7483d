/**
 * What a step screen has typed but not saved yet, kept per signed-in client (or guest), per case and per step in
 * session storage (lib/drafts.ts), so a reload comes back with it (issues 6 and 7). A draft remembers the version
 * of the saved case or property it was typed over: when that changed since (saved elsewhere, or later), the saved
 * data wins and the draft is dropped. A save clears the draft it covered; log out clears every draft.
 */
import type { WizardRouteName } from '@rentfile/domain';
import { readDraft, removeDraft, writeDraft } from '../../../lib/drafts.ts';
import type { CaseRef } from '../store/repository.ts';

/** What a step's entries are saved into. */
export type DraftEntity = 'case' | 'property';

interface StepDraft {
  entity: DraftEntity;
  /** versionOf() the saved entity when the draft was typed. */
  version: string;
  /** draftStamp() when it was last written. */
  at: number;
  value: unknown;
}

/** A short fingerprint of the saved case or property (its updated_at when it has one). */
export function versionOf(saved: unknown): string {
  if (saved && typeof saved === 'object' && 'updated_at' in saved && typeof saved.updated_at === 'string')
    return saved.updated_at;
  const text = JSON.stringify(saved ?? null);
  let hash = 5381;
  for (let i = 0; i < text.length; i += 1) hash = ((hash * 33) ^ text.charCodeAt(i)) >>> 0;
  return `${text.length}.${hash.toString(36)}`;
}

let lastStamp = 0;
/** A strictly increasing time stamp: a draft written after a save began is newer than it. */
export function draftStamp(): number {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  return lastStamp;
}

const keyOf = (owner: string, caseRef: CaseRef, route: WizardRouteName) => `wizard:${owner}:${caseRef}:${route}`;

export function stepDrafts(owner: string) {
  return {
    /** The draft of a step typed over this version of the saved entity, or null (a stale one is removed). */
    read<T>(caseRef: CaseRef, route: WizardRouteName, entity: DraftEntity, saved: unknown): T | null {
      const key = keyOf(owner, caseRef, route);
      const draft = readDraft<StepDraft>(key);
      if (!draft) return null;
      if (draft.entity !== entity || draft.version !== versionOf(saved)) {
        removeDraft(key);
        return null;
      }
      return draft.value as T;
    },
    keep(caseRef: CaseRef, route: WizardRouteName, entity: DraftEntity, saved: unknown, value: unknown): void {
      writeDraft(keyOf(owner, caseRef, route), {
        entity,
        version: versionOf(saved),
        at: draftStamp(),
        value,
      } satisfies StepDraft);
    },
    /**
     * After a save of `entity` that began at `startedAt` (from the case `fromRef`, now `toRef`): the step's draft is
     * removed when the save covered it, else (typed while saving) kept over the newly saved version.
     */
    settle(
      fromRef: CaseRef,
      toRef: CaseRef,
      route: WizardRouteName,
      entity: DraftEntity,
      startedAt: number,
      saved: unknown,
    ): void {
      const key = keyOf(owner, fromRef, route);
      const draft = readDraft<StepDraft>(key);
      if (!draft || draft.entity !== entity) return;
      removeDraft(key);
      if (draft.at > startedAt) writeDraft(keyOf(owner, toRef, route), { ...draft, version: versionOf(saved) });
    },
  };
}
