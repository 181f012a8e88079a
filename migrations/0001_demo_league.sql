-- The built-in demo league (src/demo-league): the data the competition API answers from when no
-- upstream is configured. Relational where the API filters and joins; JSON text where a whole
-- blob is read at once (events, stats, metaInformation). No column holds an absolute date: turns
-- carry week offsets from the current turn and kickoffs a local time, mapped to dates per request.

-- What scripts/seed-demo-league.mjs last applied (generator_version, seed, data_sha256).
CREATE TABLE demo_meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
) WITHOUT ROWID;

CREATE TABLE competitions (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  gender TEXT NOT NULL CHECK (gender IN ('male', 'female', 'both')),
  type TEXT NOT NULL,
  international INTEGER NOT NULL,
  visible INTEGER NOT NULL,
  country_id INTEGER
);

CREATE TABLE season_clusters (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  sort_order INTEGER NOT NULL
);

CREATE TABLE stadiums (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  country TEXT
);

CREATE TABLE teams (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  short_name TEXT NOT NULL,
  complete_name TEXT,
  country_id INTEGER,
  gender TEXT NOT NULL CHECK (gender IN ('male', 'female', 'both')),
  is_placeholder INTEGER NOT NULL,
  first_color TEXT,
  second_color TEXT
);

CREATE TABLE players (
  id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  short_name TEXT,
  jersey_name TEXT,
  gender TEXT NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('goalkeeper', 'defender', 'midfielder', 'forward')),
  birth_date TEXT,
  height INTEGER,
  country_id INTEGER,
  ratings TEXT NOT NULL,           -- JSON: the card ratings (metaInformation)
  legend_competition_id INTEGER    -- set for legends only
);
CREATE INDEX players_legends ON players (legend_competition_id) WHERE legend_competition_id IS NOT NULL;

CREATE TABLE staffs (
  id INTEGER PRIMARY KEY,
  team_id INTEGER NOT NULL REFERENCES teams (id),
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  role TEXT NOT NULL,
  country_id INTEGER,
  birth_date TEXT
);
CREATE INDEX staffs_by_team ON staffs (team_id);

CREATE TABLE seasons (
  id INTEGER PRIMARY KEY,
  competition_id INTEGER NOT NULL REFERENCES competitions (id),
  cluster_id INTEGER NOT NULL REFERENCES season_clusters (id),
  name TEXT NOT NULL,
  display_name TEXT,
  is_current INTEGER NOT NULL,
  winner_team_id INTEGER REFERENCES teams (id),
  time_zone TEXT NOT NULL,
  stadium_id INTEGER REFERENCES stadiums (id),
  meta_information TEXT            -- JSON text, answered as it is stored
);
CREATE INDEX seasons_by_competition ON seasons (competition_id);
CREATE INDEX seasons_by_cluster ON seasons (cluster_id);

CREATE TABLE phases (
  id INTEGER PRIMARY KEY,
  season_id INTEGER NOT NULL REFERENCES seasons (id),
  kind TEXT NOT NULL CHECK (kind IN ('league', 'playoff')),
  sort_order INTEGER NOT NULL
);
CREATE INDEX phases_by_season ON phases (season_id);

CREATE TABLE phase_groups (
  id INTEGER PRIMARY KEY,
  phase_id INTEGER NOT NULL REFERENCES phases (id),
  season_id INTEGER NOT NULL REFERENCES seasons (id),
  kind TEXT NOT NULL CHECK (kind IN ('league', 'bracket')),
  has_standings INTEGER NOT NULL
);
CREATE INDEX phase_groups_by_season ON phase_groups (season_id);

CREATE TABLE turns (
  id INTEGER PRIMARY KEY,
  season_id INTEGER NOT NULL REFERENCES seasons (id),
  phase_id INTEGER NOT NULL REFERENCES phases (id),
  group_id INTEGER NOT NULL REFERENCES phase_groups (id),
  kind TEXT NOT NULL CHECK (kind IN ('regular', 'quarterfinal', 'semifinal', 'final')),
  number INTEGER NOT NULL,
  week_offset INTEGER NOT NULL,    -- weeks from the current turn (0 = today in the season's time zone)
  mvp_player_id INTEGER REFERENCES players (id),
  team_of_turn TEXT NOT NULL       -- JSON: player ids, goalkeeper first
);
CREATE INDEX turns_by_season ON turns (season_id, week_offset);
CREATE INDEX turns_by_group ON turns (group_id);
CREATE INDEX turns_current ON turns (week_offset) WHERE week_offset = 0;

CREATE TABLE season_teams (
  season_id INTEGER NOT NULL REFERENCES seasons (id),
  team_id INTEGER NOT NULL REFERENCES teams (id),
  PRIMARY KEY (season_id, team_id)
) WITHOUT ROWID;
CREATE INDEX season_teams_by_team ON season_teams (team_id);

CREATE TABLE season_players (
  season_id INTEGER NOT NULL REFERENCES seasons (id),
  player_id INTEGER NOT NULL REFERENCES players (id),
  team_id INTEGER NOT NULL REFERENCES teams (id),
  jersey INTEGER NOT NULL,
  category TEXT NOT NULL CHECK (category IN ('draft', 'wildcard', 'reserve')),
  PRIMARY KEY (season_id, player_id)
) WITHOUT ROWID;
CREATE INDEX season_players_by_team ON season_players (team_id, season_id);
CREATE INDEX season_players_by_player ON season_players (player_id);

CREATE TABLE matches (
  id INTEGER PRIMARY KEY,
  season_id INTEGER NOT NULL REFERENCES seasons (id),
  phase_id INTEGER NOT NULL REFERENCES phases (id),
  group_id INTEGER NOT NULL REFERENCES phase_groups (id),
  turn_id INTEGER NOT NULL REFERENCES turns (id),
  slot INTEGER NOT NULL,           -- order in the turn; on the current turn, the live replay's stagger
  kickoff TEXT NOT NULL,           -- local "HH:MM" in the season's time zone
  home_team_id INTEGER NOT NULL REFERENCES teams (id),
  away_team_id INTEGER NOT NULL REFERENCES teams (id),
  status TEXT NOT NULL,
  home_score_1t INTEGER, home_score_2t INTEGER,
  away_score_1t INTEGER, away_score_2t INTEGER,
  home_score_p INTEGER, away_score_p INTEGER,
  bracket TEXT,                    -- JSON: round, position, nextMatchId (playoff matches)
  events TEXT,                     -- JSON: [matchSecond, half, teamId, playerId, codes][]
  stats TEXT                       -- JSON: per side team totals and player lines in STAT_CODES order
);
CREATE INDEX matches_by_turn ON matches (turn_id, slot);
CREATE INDEX matches_by_season ON matches (season_id);
CREATE INDEX matches_by_home_team ON matches (home_team_id, season_id);
CREATE INDEX matches_by_away_team ON matches (away_team_id, season_id);

CREATE TABLE standings (
  group_id INTEGER NOT NULL REFERENCES phase_groups (id),
  team_id INTEGER NOT NULL REFERENCES teams (id),
  rank INTEGER NOT NULL,
  points INTEGER NOT NULL,
  game_total INTEGER NOT NULL,
  game_won INTEGER NOT NULL,
  game_extra_time_won INTEGER NOT NULL DEFAULT 0,
  game_penalty_won INTEGER NOT NULL,
  game_draw INTEGER NOT NULL DEFAULT 0,
  game_lost INTEGER NOT NULL,
  game_extra_time_lost INTEGER NOT NULL DEFAULT 0,
  game_penalty_lost INTEGER NOT NULL,
  goal_pro INTEGER NOT NULL,
  goal_against INTEGER NOT NULL,
  penalty INTEGER NOT NULL DEFAULT 0,
  position_legend TEXT,            -- JSON: { color, placement }
  secondary_position_legend TEXT,
  PRIMARY KEY (group_id, team_id)
) WITHOUT ROWID;

CREATE TABLE player_season_stats (
  season_id INTEGER NOT NULL REFERENCES seasons (id),
  player_id INTEGER NOT NULL REFERENCES players (id),
  team_id INTEGER NOT NULL REFERENCES teams (id),
  matches_played INTEGER NOT NULL,
  minutes_played INTEGER NOT NULL,
  totals TEXT NOT NULL,            -- JSON: season totals in STAT_CODES order
  best TEXT NOT NULL,              -- JSON: best single-match values in STAT_CODES order
  PRIMARY KEY (season_id, player_id, team_id)
) WITHOUT ROWID;

CREATE TABLE team_season_stats (
  season_id INTEGER NOT NULL REFERENCES seasons (id),
  team_id INTEGER NOT NULL REFERENCES teams (id),
  matches_played INTEGER NOT NULL,
  totals TEXT NOT NULL,            -- JSON: season totals in STAT_CODES order
  PRIMARY KEY (season_id, team_id)
) WITHOUT ROWID;

CREATE TABLE draft_picks (
  season_id INTEGER NOT NULL REFERENCES seasons (id),
  pick_order INTEGER NOT NULL,
  round INTEGER NOT NULL,
  team_id INTEGER NOT NULL REFERENCES teams (id),
  player_id INTEGER NOT NULL REFERENCES players (id),
  category TEXT NOT NULL,
  PRIMARY KEY (season_id, pick_order)
) WITHOUT ROWID;

CREATE TABLE transfers (
  id INTEGER PRIMARY KEY,
  season_id INTEGER NOT NULL REFERENCES seasons (id),
  player_id INTEGER NOT NULL REFERENCES players (id),
  from_team_id INTEGER REFERENCES teams (id),
  to_team_id INTEGER REFERENCES teams (id),
  type TEXT NOT NULL CHECK (type IN ('signing', 'loan', 'release', 'swap')),
  day_offset INTEGER NOT NULL      -- days from today
);
CREATE INDEX transfers_by_season ON transfers (season_id);

CREATE TABLE tier_list (
  season_id INTEGER NOT NULL REFERENCES seasons (id),
  team_id INTEGER NOT NULL REFERENCES teams (id),
  tier TEXT NOT NULL CHECK (tier IN ('S', 'A', 'B', 'C')),
  position INTEGER NOT NULL,
  PRIMARY KEY (season_id, team_id)
) WITHOUT ROWID;
