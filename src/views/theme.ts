import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react'

const config = defineConfig({
  globalCss: {
    'html, body': {
      fontFamily:
        '"Noto Sans KR", "Noto Sans CJK KR", "Apple SD Gothic Neo", "Malgun Gothic", system-ui, sans-serif',
      bg: 'gray.50',
      color: 'gray.900',
    },
  },
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#eaf2fd' },
          100: { value: '#cfe1fa' },
          500: { value: '#1d6fd8' },
          600: { value: '#175cb4' },
          700: { value: '#124a91' },
        },
        orange: {
          500: { value: '#f57c00' },
          600: { value: '#d96c00' },
        },
      },
    },
  },
})

/** The portal's design system: Chakra's defaults plus the brand colours. */
export const system = createSystem(defaultConfig, config)
