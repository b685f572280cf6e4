import { describe, expect, it } from 'vitest';
import {
  accessOf,
  agreementExceptionTopic,
  CHANNEL_ACCESS,
  destinationOf,
  ORG_TOPICS,
  orgTopic,
  PROJECT_TOPICS,
  projectTopic,
  scopeOf,
  userQueue,
} from './channels';

describe('realtime destinations', () => {
  it('reads back the scope of every destination it builds', () => {
    expect(scopeOf(userQueue('remoteOpen'))).toEqual({ kind: 'user', queue: 'remoteOpen' });
    expect(scopeOf(orgTopic('deviceStatus', 'org1'))).toEqual({
      kind: 'org',
      topic: 'deviceStatus',
      orgId: 'org1',
    });
    expect(scopeOf(projectTopic('timeLog', 'p1'))).toEqual({
      kind: 'project',
      topic: 'timeLog',
      projectId: 'p1',
    });
    expect(scopeOf(agreementExceptionTopic('p1', 'ZJ'))).toEqual({
      kind: 'project',
      topic: 'agreementException',
      projectId: 'p1',
      agreementCode: 'ZJ',
    });
  });

  it('refuses destinations outside the catalogue', () => {
    expect(scopeOf('/user/queue/other')).toBeNull();
    expect(scopeOf('/topic/unknown/p1')).toBeNull();
    expect(scopeOf('/topic/timeLog')).toBeNull();
    expect(scopeOf('/queue/anything')).toBeNull();
  });

  it('builds back the destination of every scope', () => {
    for (const destination of [
      userQueue('deviceStore'),
      orgTopic('deviceStatus', 'org1'),
      projectTopic('aiCameraData', 'p1'),
      agreementExceptionTopic('p1', 'ZJ'),
    ]) {
      expect(destinationOf(scopeOf(destination)!)).toBe(destination);
    }
  });
});

describe('channel access rules', () => {
  it('declares a rule for every org and project topic', () => {
    const topics = [...ORG_TOPICS, ...PROJECT_TOPICS, 'agreementException'];
    expect(Object.keys(CHANNEL_ACCESS).sort()).toEqual([...topics].sort());
  });

  it('asks for a code wherever names or device data travel, and nothing more than membership for exceptions', () => {
    expect(accessOf({ kind: 'project', topic: 'timeLog', projectId: 'p1' })).toContain(
      'cSiteVerifyPersonRecordManager',
    );
    expect(accessOf({ kind: 'org', topic: 'deviceStatus', orgId: 'o1' })).toContain('cMainPage');
    expect(
      accessOf({ kind: 'project', topic: 'agreementException', projectId: 'p1', agreementCode: 'ZJ' }),
    ).toBe('session');
  });
});
