import { describe, expect, it } from 'vitest';
import { defaultNotifyPreferences, modeFor, notifyPreferencesSchema, resolvedModes } from '@/lib/contract/notify-preferences';

describe('notification preferences', () => {
  it('default to e-mail at once for work waiting and outcomes, the digest for copies and CRM to-dos, nothing elsewhere', () => {
    const none = defaultNotifyPreferences();
    expect(modeFor(none, 'taskAssigned', 'email')).toBe('instant');
    expect(modeFor(none, 'taskUrged', 'email')).toBe('instant');
    expect(modeFor(none, 'requestRejected', 'email')).toBe('instant');
    expect(modeFor(none, 'copied', 'email')).toBe('digest');
    expect(modeFor(none, 'crmReminder', 'email')).toBe('digest');
    expect(modeFor(none, 'taskAssigned', 'wecom')).toBe('off');
  });

  it('take a stored cell over the default and leave the others alone', () => {
    const chosen = { ...defaultNotifyPreferences(), modes: { taskAssigned: { email: 'off' as const, dingtalk: 'instant' as const } } };
    expect(modeFor(chosen, 'taskAssigned', 'email')).toBe('off');
    expect(modeFor(chosen, 'taskAssigned', 'dingtalk')).toBe('instant');
    expect(modeFor(chosen, 'taskUrged', 'email')).toBe('instant');
    const grid = resolvedModes(chosen);
    expect(grid.taskAssigned).toEqual({ email: 'off', wecom: 'off', dingtalk: 'instant', feishu: 'off', webhook: 'off' });
    expect(Object.keys(grid)).not.toContain('digest');
  });

  it('are refused when a cell, an hour or the quiet hours make no sense', () => {
    const base = defaultNotifyPreferences();
    expect(notifyPreferencesSchema.safeParse(base).success).toBe(true);
    expect(notifyPreferencesSchema.safeParse({ ...base, modes: { taskAssigned: { email: 'sometimes' } } }).success).toBe(false);
    expect(notifyPreferencesSchema.safeParse({ ...base, modes: { digest: { email: 'instant' } } }).success).toBe(false);
    expect(notifyPreferencesSchema.safeParse({ ...base, modes: { taskAssigned: { sms: 'instant' } } }).success).toBe(false);
    const hour = notifyPreferencesSchema.safeParse({ ...base, digestHour: 24 });
    expect(hour.error?.issues[0]?.message).toBe('notifyPreferences.validation.digestHour');
    const clock = notifyPreferencesSchema.safeParse({ ...base, quietHours: { enabled: true, from: '25:00', to: '08:00' } });
    expect(clock.error?.issues[0]?.message).toBe('notifyPreferences.validation.clockTime');
    const same = notifyPreferencesSchema.safeParse({ ...base, quietHours: { enabled: true, from: '08:00', to: '08:00' } });
    expect(same.error?.issues[0]?.message).toBe('notifyPreferences.validation.quietSame');
  });
});
