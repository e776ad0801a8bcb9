import { blindCode, patrolLabel } from './blind-code';

describe('blind correction codes', () => {
  it('are the same for the same patrol every time, and differ between patrols', () => {
    expect(blindCode('17')).toBe(blindCode('17'));
    const codes = new Set(Array.from({ length: 200 }, (_, index) => blindCode(String(index + 1))));
    expect(codes.size).toBeGreaterThan(195);
  });

  it('are four characters that cannot be misread (no 0, O, 1, I or L)', () => {
    for (const id of ['1', '2', '10', '999', 'abc']) expect(blindCode(id)).toMatch(/^[2-9A-HJKMNP-Z]{4}$/);
  });

  it("replace the patrol's name only when blind", () => {
    const patrol = { id: '17', name: 'Ulvene' };
    expect(patrolLabel(patrol, false)).toBe('Ulvene');
    expect(patrolLabel(patrol, true)).toBe(`Patrulje #${blindCode('17')}`);
  });
});
