// The projects this ingest records for, with what their agents read at run time: start
// conditions, feature flags, tags and usability tests. The shop's own project is built in;
// INGEST_PROJECTS names a JSON file ({ "projects": [...] }) that replaces the list.
// Start conditions have the shape the agent reads (001 §3): one type for both sides.
import { readFileSync } from 'node:fs';
import type { StartCondition, UsabilityTask, UsabilityTest as DomainUsabilityTest } from '../../domain/recording';

export interface FeatureFlag {
  key: string;
  value: boolean | string;
  is_persist: boolean;
  /** When set, only these user ids get the flag. */
  users?: string[];
}

export type { UsabilityTask };

/** A usability test as the ingest keeps it: the domain's test (what the agent reads) under its id. */
export interface UsabilityTest extends DomainUsabilityTest {
  id: number;
}

export interface IngestProject {
  projectID: number;
  projectKey: string;
  name: string;
  beaconSizeLimit?: number;
  compressionThreshold?: number;
  /** Canvas snapshots (001 §9), sent to the agent in the start reply; off unless the project turns them on. */
  canvasEnabled?: boolean;
  canvasQuality?: 'low' | 'medium' | 'high';
  canvasFPS?: number;
  conditions: StartCondition[];
  featureFlags: FeatureFlag[];
  tags: { id: number; selector: string }[];
  usabilityTests: UsabilityTest[];
}

/** The project key the shop's pages record under by default. */
export const DEFAULT_PROJECT_KEY = 'pawprint-shop';

export function defaultProjects(projectKey: string = DEFAULT_PROJECT_KEY): IngestProject[] {
  return [
    {
      projectID: 1,
      projectKey,
      name: 'Pawprint shop',
      conditions: [],
      featureFlags: [],
      tags: [],
      usabilityTests: [
        {
          id: 1,
          title: 'Start a treat and chew box',
          description: 'Help us see how easy it is to choose a box for your dog.',
          guidelines: 'Think aloud as you go. There are no wrong answers: we are testing the shop, not you.',
          conclusion: 'Thank you for helping us make the shop better for every dog parent.',
          reqMic: false,
          reqCamera: false,
          tasks: [
            { task_id: 1, title: 'Find the monthly box', description: 'From the home page, find the treat and chew box.', allow_typing: false },
            { task_id: 2, title: 'Add it to your cart', description: 'Choose a size for your dog and add the box to your cart.', allow_typing: false },
            { task_id: 3, title: 'Tell us', description: 'Was anything confusing on the way?', allow_typing: true },
          ],
        },
      ],
    },
  ];
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Checks a projects file; throws with the first problem so a bad file stops the server at start. */
export function parseProjects(value: unknown): IngestProject[] {
  const list = isObject(value) ? value.projects : undefined;
  if (!Array.isArray(list) || list.length === 0) throw new Error('Projects file needs a non-empty "projects" array');
  return list.map((p, i) => {
    if (!isObject(p) || typeof p.projectID !== 'number' || typeof p.projectKey !== 'string' || !p.projectKey) {
      throw new Error(`Project ${i} needs a numeric projectID and a projectKey`);
    }
    return {
      projectID: p.projectID,
      projectKey: p.projectKey,
      name: typeof p.name === 'string' ? p.name : p.projectKey,
      beaconSizeLimit: typeof p.beaconSizeLimit === 'number' ? p.beaconSizeLimit : undefined,
      compressionThreshold: typeof p.compressionThreshold === 'number' ? p.compressionThreshold : undefined,
      canvasEnabled: p.canvasEnabled === true,
      canvasQuality: p.canvasQuality === 'low' || p.canvasQuality === 'high' ? p.canvasQuality : 'medium',
      canvasFPS: typeof p.canvasFPS === 'number' && p.canvasFPS > 0 ? p.canvasFPS : 1,
      conditions: Array.isArray(p.conditions) ? (p.conditions as StartCondition[]) : [],
      featureFlags: Array.isArray(p.featureFlags) ? (p.featureFlags as FeatureFlag[]) : [],
      tags: Array.isArray(p.tags) ? (p.tags as IngestProject['tags']) : [],
      usabilityTests: Array.isArray(p.usabilityTests) ? (p.usabilityTests as UsabilityTest[]) : [],
    };
  });
}

export function loadProjects(file: string | undefined, defaultKey: string | undefined): IngestProject[] {
  if (!file) return defaultProjects(defaultKey || DEFAULT_PROJECT_KEY);
  return parseProjects(JSON.parse(readFileSync(file, 'utf8')));
}
