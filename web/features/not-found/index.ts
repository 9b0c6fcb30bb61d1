// The 404 page, which other features show for what a visitor may not know exists (decision 024).
export { NotFoundPage } from './not-found-page';
