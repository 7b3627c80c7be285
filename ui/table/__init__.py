"""The table scenes: each game's view drawn in a QGraphicsScene from our SVG art."""
