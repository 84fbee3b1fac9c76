import { deferredModule } from './deferred-module';

describe('deferredModule', () => {
  it('downloads once however often it is asked for, and keeps the module', async () => {
    const importer = jest.fn(async () => ({ name: 'menu' }));
    const menu = deferredModule(importer);
    expect(menu.current()).toBeUndefined();
    const [first, second] = await Promise.all([menu.load(), menu.load()]);
    expect(first).toBe(second);
    expect(menu.current()).toBe(first);
    await menu.load();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed download', async () => {
    const importer = jest
      .fn<Promise<{ name: string }>, []>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ name: 'menu' });
    const menu = deferredModule(importer);
    await expect(menu.load()).rejects.toThrow('Failed to fetch');
    expect(menu.current()).toBeUndefined();
    await expect(menu.load()).resolves.toEqual({ name: 'menu' });
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
