export { Carousel, CarouselSlide } from './Carousel';
export type { CarouselProps, CarouselSlideData, CarouselSlideProps } from './Carousel';
export type { SlideDirection } from './carouselMath';
