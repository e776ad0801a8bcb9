/** The registration window of a battle, as the api sends it (ISO strings). */
export interface RegistrationWindow {
  registrationFrom: string;
  registrationTo: string;
}

/** Whether a new patrol may register now (docs/patrols.md: registrationFrom <= now <= registrationTo). */
export function isRegistrationOpen(battle: RegistrationWindow, now: number): boolean {
  return new Date(battle.registrationFrom).getTime() <= now && now <= new Date(battle.registrationTo).getTime();
}

/** Whether an existing patrol may be joined now (docs/patrols.md: registrationFrom <= now <= end). */
export function isJoiningOpen(battle: Pick<RegistrationWindow, 'registrationFrom'> & { end: string }, now: number): boolean {
  return new Date(battle.registrationFrom).getTime() <= now && now <= new Date(battle.end).getTime();
}

/** Whether the battle has begun, from when its patrols' details are frozen (docs/patrols.md). */
export function hasStarted(battle: { start: string }, now: number): boolean {
  return now >= new Date(battle.start).getTime();
}
