/** The registration window of a battle, as the api sends it (ISO strings). */
export interface RegistrationWindow {
  registrationFrom: string;
  registrationTo: string;
}

/** Whether patrols may register or join now (docs/patrols.md: registrationFrom <= now <= registrationTo). */
export function isRegistrationOpen(battle: RegistrationWindow, now: number): boolean {
  return new Date(battle.registrationFrom).getTime() <= now && now <= new Date(battle.registrationTo).getTime();
}
