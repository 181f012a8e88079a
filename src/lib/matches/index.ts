// The match schedule's front door: the page's data for a URL state, and that state itself.
export { loadSchedule, type ScheduleData } from './load-matches';
export { readScheduleQuery, toScheduleSearch, type ScheduleQuery } from './matches-query';
export { listTurnTabs, type SeasonTurn, type TurnTab } from './season-turns';
