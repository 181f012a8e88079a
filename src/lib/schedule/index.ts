// The match schedule's front door: the page's data for a URL state, and that state itself.
export { loadSchedule, type ScheduleData } from './load-schedule';
export { readScheduleQuery, toScheduleSearch, type ScheduleQuery } from './schedule-query';
export { listTurnTabs, type SeasonTurn, type TurnTab } from './season-turns';
