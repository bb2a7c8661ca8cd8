import { describe, expect, it } from 'vitest';
import {
  canCreateProject,
  canDecideOnEntry,
  canInvestIn,
  canOpenDataRoom,
  canEditProject,
  canEditScenarios,
  canExport,
  canPublishProject,
  canViewProject,
  canViewScenarios,
  canViewScreenedOpportunities,
  isAdmin,
  type PolicyProject,
} from './policies.js';
import type { SignedInUser } from '../../lib/signed-in-user.js';

const user = (overrides: Partial<SignedInUser> = {}): SignedInUser => ({
  id: 'u1',
  email: 'u1@example.org',
  username: null,
  firstName: null,
  lastName: null,
  language: 'en',
  units: 'metric',
  sessionId: 's1',
  role: 'user',
  hasPremiumAccess: false,
  hasProjectAccess: false,
  ...overrides,
});
const published: PolicyProject = { id: 'p1', ownerId: 'owner', isPublished: true };
const draft: PolicyProject = { ...published, isPublished: false };
const none = new Set<string>();

describe('policies', () => {
  it('lets admins do everything and visitors nothing', () => {
    const admin = user({ role: 'admin' });
    expect(isAdmin(admin)).toBe(true);
    expect(canExport(admin)).toBe(true);
    expect(canViewProject(admin, draft, none)).toBe(true);
    expect(canEditProject(admin, published)).toBe(true);
    expect(canPublishProject(admin)).toBe(true);
    expect(isAdmin(null)).toBe(false);
    expect(canExport(null)).toBe(false);
    expect(canViewProject(null, published, none)).toBe(false);
    expect(canCreateProject(null)).toBe(false);
  });

  it('opens premium exports only with a premium grant', () => {
    expect(canExport(user())).toBe(false);
    expect(canExport(user({ hasPremiumAccess: true }))).toBe(true);
  });

  it('shows a published project with a grant for all projects or for that one, never a draft', () => {
    expect(canViewProject(user(), published, none)).toBe(false);
    expect(canViewProject(user({ hasProjectAccess: true }), published, none)).toBe(true);
    expect(canViewProject(user(), published, new Set(['p1']))).toBe(true);
    expect(canViewProject(user(), published, new Set(['p2']))).toBe(false);
    expect(canViewProject(user({ hasProjectAccess: true }), draft, new Set(['p1']))).toBe(false);
  });

  it('lets the owner see and edit their draft but not publish it', () => {
    const owner = user({ id: 'owner' });
    expect(canViewProject(owner, draft, none)).toBe(true);
    expect(canEditProject(owner, draft)).toBe(true);
    expect(canPublishProject(owner)).toBe(false);
    expect(canEditProject(user({ hasProjectAccess: true }), published)).toBe(false);
  });

  it('lets investors with access and a profile invest, never the owner; opens the data room after the NDA', () => {
    const investor = user({ hasProjectAccess: true });
    expect(canInvestIn(investor, published, none, true)).toBe(true);
    expect(canInvestIn(investor, published, none, false)).toBe(false);
    expect(canInvestIn(user({ id: 'owner' }), published, none, true)).toBe(false);
    expect(canInvestIn(user(), published, none, true)).toBe(false);
    expect(canOpenDataRoom(investor, published, none, false)).toBe(false);
    expect(canOpenDataRoom(investor, published, none, true)).toBe(true);
    expect(canOpenDataRoom(user(), published, none, true)).toBe(false);
    expect(canOpenDataRoom(user({ id: 'owner' }), published, none, false)).toBe(true);
    expect(canOpenDataRoom(user({ role: 'admin' }), draft, none, false)).toBe(true);
  });

  it('lets the owner and administrators decide on an entry, never on their own (every role)', () => {
    const admin = user({ id: 'admin', role: 'admin' });
    const owner = user({ id: 'owner' });
    expect(canDecideOnEntry(owner, published, { investorId: 'u1' })).toBe(true);
    expect(canDecideOnEntry(admin, published, { investorId: 'u1' })).toBe(true);
    expect(canDecideOnEntry(admin, published, { investorId: 'admin' })).toBe(false);
    expect(canDecideOnEntry(owner, published, { investorId: 'owner' })).toBe(false);
    expect(canDecideOnEntry(user(), published, { investorId: 'u2' })).toBe(false);
    expect(canDecideOnEntry(null, published, { investorId: 'u1' })).toBe(false);
  });

  it('shows scenarios to whoever reads the financials; only the owner and admins change them', () => {
    const owner = user({ id: 'owner' });
    const admin = user({ role: 'admin' });
    const investor = user({ hasProjectAccess: true });
    expect(canViewScenarios(investor, published, none)).toBe(true);
    expect(canViewScenarios(user(), published, new Set(['p1']))).toBe(true);
    expect(canViewScenarios(user(), published, none)).toBe(false);
    expect(canViewScenarios(investor, draft, none)).toBe(false);
    expect(canViewScenarios(null, published, none)).toBe(false);
    expect(canEditScenarios(owner, published)).toBe(true);
    expect(canEditScenarios(admin, draft)).toBe(true);
    expect(canEditScenarios(investor, published)).toBe(false);
    expect(canEditScenarios(null, published)).toBe(false);
  });

  it('shows the screened opportunities to signed-in users only', () => {
    expect(canViewScreenedOpportunities(user())).toBe(true);
    expect(canViewScreenedOpportunities(null)).toBe(false);
  });
});
