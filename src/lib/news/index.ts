export { loadArticleContext, type ArticleContext, type NamedLink } from './article-context';
export { formatStoryDate } from './news-dates';
export { buildNewsArticle } from './news-article';
export { buildRssFeed, toRfc822, type FeedOptions } from './rss-feed';
export { FEED_FILE, feedPath, newsPath, postPath, toRouteSlug } from './story-paths';
export { listRegionStories, type IndexedStory } from './story-index';
