import { fill } from './fill';

describe('fill', () => {
  it('fills every placeholder, numbers too, and leaves one without a value as written', () => {
    expect(fill('{from}-{to} af {total}', { from: 1, to: 20, total: 135 })).toBe('1-20 af 135');
    expect(fill('Slet {name}? {name} forsvinder.', { name: 'Post 1' })).toBe('Slet Post 1? Post 1 forsvinder.');
    expect(fill('Låst af {name} kl. {time}', { name: 'Ida' })).toBe('Låst af Ida kl. {time}');
  });
});
