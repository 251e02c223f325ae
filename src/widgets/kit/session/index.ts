/** One game session for every tool that keeps a game: the pure machine, its one policy, and the browser adapter. */
export { MAX_ASIDE, MAX_RECORD, MAX_STORED, MAX_STORED_DEPTH } from './policy.ts';
export { EMPTY_SESSION, readRecord, step, withAside, type Kept, type Question, type Read, type RecordCodec, type Relation, type Session, type SessionEffect, type SessionEvent, type Step } from './machine.ts';
export { DeviceSession, deviceStore, readAsideList, readStoredJson, savedFromText, writeStoredJson, type KeyValueStore, type SessionKeys } from './device.ts';
export { prefixRelation, snapshotRelation } from './relation.ts';
export { stateCodec } from './state-codec.ts';
