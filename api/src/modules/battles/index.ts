/** The battles module: battles, their staff and registration windows, behind `app.battles`. */
export { default } from './battles-plugin';
export type { BattleRecord } from './battles-repository';
export type { BattleContentCopier, BattlesService } from './battles-service';
