import { serveJobs } from '../workerPool/protocol';
import { renderWallpaper, type RenderJob, type RenderedImage } from './engine';

/** A wallpaper pool worker process: one render per job. */
serveJobs<RenderJob, RenderedImage>((job) => renderWallpaper(job));
