/**
 * The backend's admin and revalidation settings from the environment: the development default password,
 * no default secret anywhere in production, and the REVALIDATE_URL list.
 */
import { describe, expect, it, vi } from 'vitest';
import { DEV_ADMIN_PASSWORD, readConfig } from '../../../backend/config.ts';

describe('readConfig', () => {
  it('defaults to admin / matjar-admin-dev in development mode', () => {
    expect(readConfig({})).toMatchObject({ mode: 'development', adminUser: 'admin', adminPassword: DEV_ADMIN_PASSWORD });
    expect(DEV_ADMIN_PASSWORD).toBe('matjar-admin-dev');
    expect(readConfig({ BACKEND_ADMIN_USER: 'editor', BACKEND_ADMIN_PASSWORD: 'secret words' })).toMatchObject({
      adminUser: 'editor',
      adminPassword: 'secret words',
    });
  });

  it('has no default password or revalidation secret in production mode', () => {
    expect(readConfig({ BACKEND_MODE: 'production' })).toMatchObject({ adminPassword: null, revalidateSecret: null, revalidateUrls: [] });
    expect(readConfig({ BACKEND_MODE: 'production', BACKEND_ADMIN_PASSWORD: '' }).adminPassword).toBeNull();
    expect(readConfig({ BACKEND_MODE: 'production', BACKEND_ADMIN_PASSWORD: 'from the vault' }).adminPassword).toBe('from the vault');
    expect(readConfig({}).revalidateSecret).toBeNull();
  });

  it('reads REVALIDATE_URL as a comma-separated list of http(s) URLs, dropping anything else with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const config = readConfig({
        REVALIDATE_URL: ' http://127.0.0.1:4321/api/revalidate, https://shop.example/api/revalidate ,,ftp://x/y, not a url',
        REVALIDATE_SECRET: 's'.repeat(32),
      });
      expect(config.revalidateUrls).toEqual(['http://127.0.0.1:4321/api/revalidate', 'https://shop.example/api/revalidate']);
      expect(config.revalidateSecret).toBe('s'.repeat(32));
      expect(warn).toHaveBeenCalledTimes(2);
    } finally {
      warn.mockRestore();
    }
  });
});
