// What other features may use of the banners: the carousel home shows.
export { BannerCarousel } from './banner-carousel';
